import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** The product's 'MMM d, yyyy h:mm a' (docs/product.md) in dayjs tokens. */
export const NOTE_DATE_FORMAT = 'MMM D, YYYY h:mm A';

export const formatRelative = (iso: string): string => dayjs(iso).fromNow();
export const formatNoteDate = (iso: string): string => dayjs(iso).format(NOTE_DATE_FORMAT);
export const formatDay = (iso: string): string => dayjs(iso).format('MMM D, YYYY');
/** yyyy-mm-dd, for file names. */
export const fileDate = (date: Date = new Date()): string => dayjs(date).format('YYYY-MM-DD');
