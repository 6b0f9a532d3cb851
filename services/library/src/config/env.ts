import { z } from 'zod';
import { PlaylistLimits } from '@stillframe/contracts';
import { readPoolSize } from '@stillframe/db-tools';
import { BaseServerEnv, loadConfig, PortSchema, WorkersSwitchSchema } from '@stillframe/server-kit';

export const LibraryEnv = BaseServerEnv.extend({
  PORT: PortSchema.default(4003),
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL of the library database' }),
  /** Connections each process keeps to Postgres (db-tools' DATABASE_POOL_SIZE; budget in docs/deploy.md). */
  DATABASE_POOL_SIZE: z.string().optional().transform(readPoolSize),
  /** The workers switch (see server-kit's WorkersSwitchSchema): off serves the API only. */
  WORKERS: WorkersSwitchSchema,
  /** Purge jobs one worker runs at once; each is one short transaction. */
  PURGE_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  /**
   * Storage bounds per account (docs/decisions/0028-storage-bounds.md), sized so that a heavy real user
   * never meets them: what one account may keep, enforced in the write's transaction.
   */
  MAX_NOTES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50_000),
  /** Bytes of all of an account's notes: every stored text, ciphertext, URL and IV, in UTF-8 (100 MB). */
  MAX_NOTE_BYTES_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 * 1024),
  MAX_FAVORITES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5_000),
  /** Named playlists per account and videos per playlist (docs/decisions/0044-playlists.md); never above the contracts'. */
  MAX_PLAYLISTS_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .max(PlaylistLimits.maxPlaylistsPerAccount)
    .default(PlaylistLimits.maxPlaylistsPerAccount),
  MAX_VIDEOS_PER_PLAYLIST: z.coerce
    .number()
    .int()
    .min(1)
    .max(PlaylistLimits.maxVideosPerPlaylist)
    .default(PlaylistLimits.maxVideosPerPlaylist),
});
export type LibraryConfig = z.infer<typeof LibraryEnv>;

export const LIBRARY_CONFIG = Symbol('LIBRARY_CONFIG');
export const loadLibraryConfig = (env: NodeJS.ProcessEnv = process.env): LibraryConfig =>
  loadConfig(LibraryEnv, env, 'library');
