import { fileURLToPath } from 'node:url';
import { applyMigrations } from '@stillframe/db-tools';
import {
  createApp,
  createLoggedRedis,
  createLogger,
  redisTargetOf,
  type App,
  type Logger,
} from '@stillframe/server-kit';
import type { AuthConfig } from './config/env.js';
import { AuthModule } from './app.module.js';

export const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Builds the auth service (server.ts and the tests): migrations first, then the app. */
export async function createAuthService(
  config: AuthConfig,
  logger: Logger = createLogger('auth', config.LOG_LEVEL),
): Promise<App> {
  await applyMigrations({ databaseUrl: config.DATABASE_URL, migrationsDir, logger });
  const redis = createLoggedRedis(redisTargetOf(config), 'auth', logger);
  const app = await createApp(AuthModule.forRoot(config, redis, logger), {
    logger,
    identitySecret: config.INTERNAL_TOKEN_SECRET,
  });
  return app;
}
