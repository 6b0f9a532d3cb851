import type { Prisma } from '../generated/prisma/client.js';
import type { NoteUsage } from './storage-bounds.js';

/** A transaction of the library's Prisma client. */
export type Transaction = Prisma.TransactionClient;

/**
 * Options of a write under an account's lock: writes of one account queue behind each other, so each
 * may wait longer than Prisma's defaults (2 s for a connection, 5 s in all) on a busy machine.
 */
export const LOCKED_WRITE = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * noteBytes in SQL: octet_length of each counted column (for a value stored out of line it reads the
 * stored size, not the value).
 */
export const NOTE_BYTES_SQL = `(octet_length(note) + octet_length(video_id) + octet_length(video_title)
  + octet_length(video_thumbnail_url) + coalesce(octet_length(timestamp_cipher), 0)
  + coalesce(octet_length(content_iv), 0) + coalesce(octet_length(video_id_iv), 0)
  + coalesce(octet_length(video_title_iv), 0) + coalesce(octet_length(video_thumbnail_iv), 0)
  + coalesce(octet_length(timestamp_iv), 0) + octet_length(channel_id) + octet_length(channel_title)
  + coalesce(octet_length(channel_id_iv), 0) + coalesce(octet_length(channel_title_iv), 0))`;

/**
 * Takes the account's notes lock until the transaction ends, then reads its usage: every write that
 * adds or grows notes takes it first, so the usage read cannot be passed by a write in between.
 */
export async function lockNoteUsage(tx: Transaction, userId: string): Promise<NoteUsage> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`notes:${userId}`}))`;
  const [usage] = await tx.$queryRawUnsafe<Array<{ count: number; bytes: number }>>(
    `SELECT count(*)::float8 AS count, coalesce(sum(${NOTE_BYTES_SQL}), 0)::float8 AS bytes
       FROM notes WHERE user_id = $1::uuid`,
    userId,
  );
  return { count: usage?.count ?? 0, bytes: usage?.bytes ?? 0 };
}

/** The same for favourites: the lock, then how many the account keeps. */
export async function lockFavoriteCount(tx: Transaction, userId: string): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`favorites:${userId}`}))`;
  return tx.favoriteChannel.count({ where: { userId } });
}

/** The same for playlists: the lock, then how many named playlists the account keeps. */
export async function lockPlaylistCount(tx: Transaction, userId: string): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`playlists:${userId}`}))`;
  return tx.playlist.count({ where: { userId, builtIn: null } });
}
