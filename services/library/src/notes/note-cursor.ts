import {
  InvalidCursorMessage,
  decodeNoteCursor as decodeCursor,
  encodeNoteCursor as encodeCursor,
  type KeysetPosition,
  type NoteSort,
  type NoteSortMark,
} from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';

/** Where a page ends: the keyset (createdAt, id), so inserts and deletes never shift later pages. */
export type NotePosition = KeysetPosition;

const sortMark: Record<NoteSort, NoteSortMark> = { newest: 'n', oldest: 'o' };

/** Opaque to clients; it carries the sort order so that it cannot be replayed under the other one. */
export function encodeNoteCursor(sort: NoteSort, position: NotePosition): string {
  return encodeCursor(sortMark[sort], position);
}

export function decodeNoteCursor(cursor: string, sort: NoteSort): NotePosition {
  const decoded = decodeCursor(cursor);
  if (!decoded) throw AppException.validation('query.cursor', InvalidCursorMessage);
  if (decoded.mark !== sortMark[sort])
    throw AppException.validation('query.cursor', `This cursor belongs to another sort order than "${sort}"`);
  return decoded.position;
}
