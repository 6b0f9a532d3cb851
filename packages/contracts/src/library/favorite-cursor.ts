import { z } from 'zod';
import type { KeysetPosition } from '../common/cursor.js';

/** Where a favourites page ends: (createdAt, channel id), the list's order, so adds never shift later pages. */
export type FavoritePosition = Omit<KeysetPosition, 'id'> & { channelId: string };

const earliest = Date.UTC(1970, 0, 1);
const latest = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const ChannelIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

export const InvalidFavoriteCursorMessage = 'Invalid cursor: use the nextCursor of the previous page';

/** `f.<epoch millis>.<channel id>`, base64url; opaque to clients. */
export function encodeFavoriteCursor(position: FavoritePosition): string {
  return btoa(`f.${position.createdAt.getTime()}.${position.channelId}`)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeFavoriteCursor(cursor: string): FavoritePosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [mark, millis, channelId, ...rest] = text.split('.');
  if (
    rest.length ||
    mark !== 'f' ||
    !/^\d{1,15}$/.test(millis ?? '') ||
    !ChannelIdPattern.test(channelId ?? '')
  )
    return null;
  const time = Number(millis);
  if (time < earliest || time > latest) return null;
  return { createdAt: new Date(time), channelId: channelId! };
}

export const FavoriteCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((cursor) => decodeFavoriteCursor(cursor) !== null, InvalidFavoriteCursorMessage);
