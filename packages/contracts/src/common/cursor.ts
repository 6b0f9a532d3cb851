import { z } from 'zod';
import { canonicalId } from './ids.js';

/** Where a page ends: the keyset (createdAt, id), so inserts and deletes never shift later pages. */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

const earliest = Date.UTC(1970, 0, 1);
const latest = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const inRange = (date: Date) => date.getTime() >= earliest && date.getTime() <= latest;

// atob/btoa work in browsers and Node alike; cursors are ASCII.
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string): string | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
};

export const InvalidCursorMessage = 'Invalid cursor: use the x-next-cursor header of the previous page';

/** The admin user list's cursor: `<ISO time>|<user id>`, base64url. */
export function encodeUserCursor(position: KeysetPosition): string {
  return toBase64Url(`${position.createdAt.toISOString()}|${position.id}`);
}

export function decodeUserCursor(cursor: string): KeysetPosition | null {
  const [time, rawId, ...rest] = (fromBase64Url(cursor) ?? '').split('|');
  if (rest.length || !time || !z.iso.datetime().safeParse(time).success) return null;
  const id = canonicalId(rawId ?? '');
  const createdAt = new Date(time);
  return id && inRange(createdAt) ? { createdAt, id } : null;
}

export const UserCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((cursor) => decodeUserCursor(cursor) !== null, InvalidCursorMessage);

export type NoteSortMark = 'n' | 'o';

/** The note lists' cursor: `<sort mark>.<epoch millis>.<note id>`, base64url; the mark ties it to one order. */
export function encodeNoteCursor(mark: NoteSortMark, position: KeysetPosition): string {
  return toBase64Url(`${mark}.${position.createdAt.getTime()}.${position.id}`);
}

export function decodeNoteCursor(cursor: string): { mark: NoteSortMark; position: KeysetPosition } | null {
  const [mark, millis, rawId, ...rest] = (fromBase64Url(cursor) ?? '').split('.');
  if (rest.length || (mark !== 'n' && mark !== 'o') || !/^\d{1,15}$/.test(millis ?? '')) return null;
  const id = canonicalId(rawId ?? '');
  const createdAt = new Date(Number(millis));
  return id && inRange(createdAt) ? { mark, position: { createdAt, id } } : null;
}

export const NoteCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((cursor) => decodeNoteCursor(cursor) !== null, InvalidCursorMessage);
