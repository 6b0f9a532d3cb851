import { z } from 'zod';
import { BaseServerEnv, loadConfig, PortSchema, WorkersSwitchSchema } from '@stillframe/server-kit';

export const LibraryEnv = BaseServerEnv.extend({
  PORT: PortSchema.default(4003),
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL of the library database' }),
  /** The workers switch (see server-kit's WorkersSwitchSchema): off serves the API only. */
  WORKERS: WorkersSwitchSchema,
  /** Purge jobs one worker runs at once; each is one short transaction. */
  PURGE_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});
export type LibraryConfig = z.infer<typeof LibraryEnv>;

export const LIBRARY_CONFIG = Symbol('LIBRARY_CONFIG');
export const loadLibraryConfig = (env: NodeJS.ProcessEnv = process.env): LibraryConfig =>
  loadConfig(LibraryEnv, env, 'library');
