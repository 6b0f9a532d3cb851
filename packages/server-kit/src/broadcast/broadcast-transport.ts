import { Transport, type RedisOptions } from '@nestjs/microservices';
import { sentinelOptions } from '../redis/redis.js';
import { isSentinelTarget, type RedisTarget } from '../redis/redis-target.js';

/** How long to wait between two attempts to reach Redis again. */
const RETRY_DELAY_MS = 1_000;

/** Where Nest's ioredis clients connect: the URL's host, or the primary the sentinels name. */
function whereRedisIs(target: RedisTarget): NonNullable<RedisOptions['options']> {
  if (isSentinelTarget(target)) return sentinelOptions(target, true);
  const url = new URL(target);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
  };
}

/**
 * The Redis transport of `@nestjs/microservices`, for publishers and subscribers alike. Nest gives up
 * on a lost connection unless told how often to retry, and a subscriber that gave up silently hears
 * nothing more after a Redis restart or a failover; so it retries without end, and ioredis subscribes
 * to the same channels again on each reconnection (`autoResubscribe`). Nest hands every option to
 * ioredis, the Sentinel ones included.
 */
export function broadcastTransport(
  target: RedisTarget,
): Required<Pick<RedisOptions, 'transport' | 'options'>> {
  return {
    transport: Transport.REDIS,
    options: {
      ...whereRedisIs(target),
      retryAttempts: Number.MAX_SAFE_INTEGER,
      retryDelay: RETRY_DELAY_MS,
      autoResubscribe: true,
    },
  };
}
