import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** YouTube's quota day ends at midnight in California. */
export const PACIFIC = 'America/Los_Angeles';

/** `zone` names the reader's time zone; undefined is the browser's own (tests pass one). */
const inZone = (iso: string, zone: string | undefined) => (zone ? dayjs(iso).tz(zone) : dayjs(iso));

/** "3 h 12 min", "12 min", "less than a minute": how long from `now` until `iso`. */
export function untilText(iso: string, now: Date): string {
  const minutes = Math.floor((Date.parse(iso) - now.getTime()) / 60_000);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A moment in the reader's time zone, with the day when it is not today there. */
export function localTime(iso: string, now: Date, zone?: string): string {
  const moment = inZone(iso, zone);
  const sameDay = moment.format('YYYY-MM-DD') === inZone(now.toISOString(), zone).format('YYYY-MM-DD');
  return moment.format(sameDay ? 'h:mm A' : 'ddd h:mm A');
}

/** The reset: "9:00 AM your time (midnight Pacific), in 3 h 12 min". */
export function resetText(resetsAt: string, now: Date, zone?: string): string {
  const pacific = dayjs(resetsAt).tz(PACIFIC);
  const pacificText = pacific.hour() === 0 && pacific.minute() === 0 ? 'midnight' : pacific.format('h:mm A');
  return `${localTime(resetsAt, now, zone)} your time (${pacificText} Pacific), in ${untilText(resetsAt, now)}`;
}

/** When a bucket runs out at the last hour's rate, or that it lasts (or is spent already). */
export function runsOutText(
  bucket: { runsOutAt: string | null; exhausted: boolean },
  now: Date,
  zone?: string,
): string {
  if (bucket.exhausted) return 'Spent: nothing goes to YouTube until the reset';
  if (!bucket.runsOutAt) return 'Lasts until the reset at this rate';
  return `At this rate, runs out at ${localTime(bucket.runsOutAt, now, zone)} your time (in ${untilText(bucket.runsOutAt, now)})`;
}
