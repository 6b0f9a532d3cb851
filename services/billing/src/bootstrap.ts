import { fileURLToPath } from 'node:url';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { applyMigrations } from '@stillframe/db-tools';
import {
  AppMetrics,
  createApp,
  createLogger,
  createLoggedRedis,
  redisTargetOf,
  withMetrics,
  type App,
  type Logger,
} from '@stillframe/server-kit';
import type { BillingConfig } from './config/env.js';
import { BillingModule } from './app.module.js';

export const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Stripe events are small, but a subscription with many items can pass the default 100 kB. */
const BODY_LIMIT = 512 * 1024;

/** Builds the billing service (server.ts and the tests): migrations first, then the app (and its workers, WORKERS=on). */
export async function createBillingService(
  config: BillingConfig,
  logger: Logger = createLogger('billing', config.LOG_LEVEL),
): Promise<App> {
  await applyMigrations({ databaseUrl: config.DATABASE_URL, migrationsDir, logger });
  const redis = createLoggedRedis(redisTargetOf(config), 'billing', logger);
  const app = await createApp(BillingModule.forRoot(config, redis, logger), {
    logger,
    identitySecret: config.INTERNAL_TOKEN_SECRET,
    bodyLimit: BODY_LIMIT,
  });
  return app;
}

/**
 * The same module without HTTP: the queue workers alone (queue-worker.ts, its own Deployment) or, with
 * WORKERS=off, just the services for the CLI.
 */
export async function createBillingContext(
  config: BillingConfig,
  logger: Logger,
): Promise<INestApplicationContext> {
  await applyMigrations({ databaseUrl: config.DATABASE_URL, migrationsDir, logger });
  const redis = createLoggedRedis(redisTargetOf(config), 'billing-context', logger);
  const module = withMetrics(BillingModule.forRoot(config, redis, logger), new AppMetrics());
  const context = await NestFactory.createApplicationContext(module, {
    logger: false,
  });
  return context;
}
