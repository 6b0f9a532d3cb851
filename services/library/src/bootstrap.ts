import { fileURLToPath } from 'node:url';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { applyMigrations } from '@stillframe/db-tools';
import {
  createApp,
  createLogger,
  createLoggedRedis,
  redisTargetOf,
  type App,
  type Logger,
  AppMetrics,
  withMetrics,
} from '@stillframe/server-kit';
import type { LibraryConfig } from './config/env.js';
import { LibraryModule } from './app.module.js';

export const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** The re-encryption batch of 10,000 notes is large; the gateway allows the same 20 MB. */
const BODY_LIMIT = 20 * 1024 * 1024;

/** Builds the library service (server.ts and the tests): migrations first, then the app (and its worker, WORKERS=on). */
export async function createLibraryService(
  config: LibraryConfig,
  logger: Logger = createLogger('library', config.LOG_LEVEL),
): Promise<App> {
  await applyMigrations({ databaseUrl: config.DATABASE_URL, migrationsDir, logger });
  const redis = createLoggedRedis(redisTargetOf(config), 'library', logger);
  return createApp(LibraryModule.forRoot(config, redis, logger), {
    logger,
    bodyLimit: BODY_LIMIT,
    identitySecret: config.INTERNAL_TOKEN_SECRET,
  });
}

/** The same module without HTTP (queue-worker.ts): the queue worker alone, WORKERS forced on. */
export async function createLibraryContext(
  config: LibraryConfig,
  logger: Logger,
): Promise<INestApplicationContext> {
  await applyMigrations({ databaseUrl: config.DATABASE_URL, migrationsDir, logger });
  const redis = createLoggedRedis(redisTargetOf(config), 'library-context', logger);
  return NestFactory.createApplicationContext(
    withMetrics(LibraryModule.forRoot(config, redis, logger), new AppMetrics()),
    {
      logger: false,
    },
  );
}
