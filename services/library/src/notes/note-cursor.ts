import type { NoteSort } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';

/** Where a page ends: the keyset (createdAt, id), so inserts and deletes never shift later pages. */
export interface NotePosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const sortMark: Record<NoteSort, string> = { newest: 'n', oldest: 'o' };

/** Opaque to clients; it carries the sort order so that it cannot be replayed under the other one. */
export function encodeNoteCursor(sort: NoteSort, position: NotePosition): string {
  return Buffer.from(`${sortMark[sort]}.${position.createdAt.getTime()}.${position.id}`).toString(
    'base64url',
  );
}

export function decodeNoteCursor(cursor: string, sort: NoteSort): NotePosition {
  const [mark, millis, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const time = Number(millis);
  const valid =
    rest.length === 0 &&
    id !== undefined &&
    UUID.test(id) &&
    /^\d{1,15}$/.test(millis ?? '') &&
    Number.isSafeInteger(time);
  if (!valid)
    throw AppException.validation(
      'query.cursor',
      'Invalid cursor: use the x-next-cursor header of the previous page',
    );
  if (mark !== sortMark[sort])
    throw AppException.validation('query.cursor', `This cursor belongs to another sort order than "${sort}"`);
  return { createdAt: new Date(time), id };
}
