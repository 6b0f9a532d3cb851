import { fileURLToPath } from 'node:url';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { applyMigrations } from '@stillframe/db-tools';
import { createApp, createLogger, createLoggedRedis, type Logger } from '@stillframe/server-kit';
import type { LibraryConfig } from './config/env.js';
import { LibraryModule } from './app.module.js';
import { LibraryWorkerModule } from './worker.module.js';

export const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** The re-encryption batch of 10,000 notes is large; the gateway allows the same 20 MB. */
const BODY_LIMIT = '20mb';

type ModuleFactory = (config: LibraryConfig, redis: Redis, logger: Logger) => DynamicModule;

async function createLibraryApp(
  config: LibraryConfig,
  logger: Logger,
  module: ModuleFactory,
  name: string,
): Promise<INestApplication> {
  await applyMigrations({ databaseUrl: config.DATABASE_URL, migrationsDir, logger });
  const redis = createLoggedRedis(config.REDIS_URL, name, logger);
  const app = await createApp(module(config, redis, logger), {
    logger,
    bodyLimit: BODY_LIMIT,
    identitySecret: config.INTERNAL_TOKEN_SECRET,
  });
  return app;
}

/** Builds the library service (main.ts and the tests): migrations first, then the app. */
export function createLibraryService(
  config: LibraryConfig,
  logger: Logger = createLogger('library', config.LOG_LEVEL),
): Promise<INestApplication> {
  return createLibraryApp(config, logger, (c, r, l) => LibraryModule.forRoot(c, r, l), 'library');
}

/** Builds the worker-only process (worker.ts): the purge worker and health probes, no API. */
export function createLibraryWorker(
  config: LibraryConfig,
  logger: Logger = createLogger('library-worker', config.LOG_LEVEL),
): Promise<INestApplication> {
  return createLibraryApp(
    config,
    logger,
    (c, r, l) => LibraryWorkerModule.forRoot(c, r, l),
    'library-worker',
  );
}
