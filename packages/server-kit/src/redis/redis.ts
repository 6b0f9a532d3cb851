import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis client that fails fast instead of queueing commands forever while Redis is down, so that
 * callers can degrade (serve uncached, answer 503) rather than hang.
 */
export function createRedis(url: string, name: string, extra: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
    ...extra,
  });
}

/** `createRedis` with its connection errors logged (they are retried; without a listener they would crash the process). */
export function createLoggedRedis(
  url: string,
  name: string,
  logger: { warn(entry: object, message: string): void },
  extra: RedisOptions = {},
): Redis {
  const redis = createRedis(url, name, extra);
  redis.on('error', (error: Error) => logger.warn({ err: error.message, connection: name }, 'redis error'));
  return redis;
}

/** A client for BullMQ, which needs blocking commands to wait without a retry limit. */
export function createQueueRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
