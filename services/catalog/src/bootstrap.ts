import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import {
  createApp,
  createLogger,
  createRedis,
  redisTargetOf,
  type App,
  type Logger,
} from '@stillframe/server-kit';
import type { CatalogConfig } from './config/env.js';
import { CatalogModule, type CatalogOverrides } from './app.module.js';
import { AnswerLanes } from './answer-lanes/answer-lanes.js';

const CONNECT_WAIT_MS = 2000;

/** Builds the catalog service (server.ts, the tests and the benchmark). It has no database: Redis is its only store. */
export async function createCatalogService(
  config: CatalogConfig,
  logger: Logger = createLogger('catalog', config.LOG_LEVEL),
  overrides: CatalogOverrides = {},
): Promise<App> {
  // Commands of concurrent requests issued in the same tick leave in one write (one system call for many hits).
  const redis = createRedis(redisTargetOf(config), 'catalog', { enableAutoPipelining: true });
  // Expected while Redis is down: requests go on uncached and /health/ready says so.
  redis.on('error', (error) => logger.debug({ err: error.message }, 'redis error'));
  logger.info(
    {
      youtube: new URL(config.YOUTUBE_API_BASE_URL).host,
      demo: config.DEMO_MODE,
      photos: Boolean(config.UNSPLASH_ACCESS_KEY),
      cache: config.CACHE_ENABLED,
    },
    'catalog upstreams',
  );
  await connected(redis);
  const app = await createApp(CatalogModule.forRoot(config, redis, logger, overrides), {
    logger,
    identitySecret: config.INTERNAL_TOKEN_SECRET,
    answerLanes: AnswerLanes,
  });
  app.enableShutdownHooks();
  return app;
}

/**
 * Gives Redis a moment to connect, since the client fails fast rather than queueing commands: otherwise the
 * first requests after start-up would all go uncached. Redis being down only delays the start a little.
 */
async function connected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  const ac = new AbortController();
  await Promise.race([
    once(redis, 'ready', { signal: ac.signal }),
    once(redis, 'error', { signal: ac.signal }),
    sleep(CONNECT_WAIT_MS, undefined, { signal: ac.signal }),
  ]).catch(() => undefined);
  ac.abort();
}
