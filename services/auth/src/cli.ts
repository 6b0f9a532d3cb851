import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { applyMigrations } from '@stillframe/db-tools';
import { ConfigError, createLogger, createRedis, redisTargetOf } from '@stillframe/server-kit';
import { loadAuthConfig } from './config/env.js';
import { AuthModule } from './app.module.js';
import { AdminBootstrapService } from './admin-bootstrap/admin-bootstrap.service.js';
import { migrationsDir } from './bootstrap.js';

const USAGE =
  'Usage: stillframe-auth make-admin <email> [password]\n  Promotes an existing account, or creates it as an administrator when a password is given.';

// `npm run make-admin -w services/auth -- someone@example.com`
async function main(argv: string[]): Promise<number> {
  const [command, email, password] = argv;
  if (command !== 'make-admin' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadAuthConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const logger = createLogger('auth-cli', 'warn');
  await applyMigrations({ databaseUrl: config.DATABASE_URL, migrationsDir, logger });
  const redis = createRedis(redisTargetOf(config), 'auth-cli');
  const context = await NestFactory.createApplicationContext(AuthModule.forRoot(config, redis, logger), {
    logger: false,
  });
  try {
    const outcome = await context.get(AdminBootstrapService).ensureAdmin(email, password);
    console.log(`${email}: ${outcome}`);
    return 0;
  } finally {
    await context.close();
    redis.disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
