import { join } from 'node:path';
import { startLocalPostgres, type LocalPostgres, type LocalPostgresOptions } from './postgres.js';
import { startLocalRedis, type LocalRedis, type LocalRedisOptions } from './redis.js';

export interface Infrastructure {
  /** Postgres server URL without a database name. */
  postgresUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/**
 * Postgres and Redis: the ones named by DATABASE_URL / REDIS_URL, or local ones with their data under
 * `dataDir` (started here and stopped by `stop`).
 */
export async function startInfrastructure(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
  redisOptions: LocalRedisOptions = {},
  postgresOptions: LocalPostgresOptions = {},
): Promise<Infrastructure> {
  const stops: Array<() => Promise<void>> = [];
  let postgresUrl = env.DATABASE_URL?.replace(/\/[^/]*$/, '');
  if (!postgresUrl) {
    const local: LocalPostgres = await startLocalPostgres(join(dataDir, 'postgres'), postgresOptions);
    stops.push(local.stop);
    postgresUrl = local.url;
  }
  let redisUrl = env.REDIS_URL;
  if (!redisUrl) {
    const local: LocalRedis = await startLocalRedis(join(dataDir, 'redis'), redisOptions);
    stops.push(local.stop);
    redisUrl = local.url;
  }
  return {
    postgresUrl,
    redisUrl,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
    },
  };
}
