import { Redis, type RedisOptions } from 'ioredis';
import { isSentinelTarget, type RedisSentinelTarget, type RedisTarget } from './redis-target.js';

/**
 * What every client of a Sentinel target shares: the primary is asked of the sentinels at each
 * connection (`role: 'master'`, and ioredis checks the role of the node it reached), and finding a
 * sentinel is retried without end, like the connection itself. A failover ends the clients' connections
 * (a dead primary's drop; Sentinel kills the clients of the nodes it reconfigures), and a node that
 * answers it has become a replica (READONLY) is left at once. Not ioredis's `failoverDetector`: a
 * `+switch-master` that arrives while a client is asking the sentinels for the primary ends that
 * client for good (ioredis 6 makes the pending connect fail, and a failed connect is final).
 *
 * `resend`: the failed command goes again to the new primary (clients with an offline queue); the
 * fail-fast client rejects it instead, its caller degrades as during any outage.
 */
export function sentinelOptions(target: RedisSentinelTarget, resend: boolean) {
  return {
    sentinels: target.sentinels,
    name: target.name,
    role: 'master' as const,
    ...(target.sentinelPassword ? { sentinelPassword: target.sentinelPassword } : {}),
    ...(target.username ? { username: target.username } : {}),
    ...(target.password ? { password: target.password } : {}),
    db: target.db,
    sentinelRetryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    sentinelCommandTimeout: 2000,
    reconnectOnError: (error: Error) => (error.message.startsWith('READONLY') ? (resend ? 2 : true) : false),
  } satisfies RedisOptions;
}

/**
 * How soon a lost connection is tried again, without end. A Sentinel group's new primary serves as
 * soon as the sentinels name it, and asking them is cheap: tried again within half a second, the
 * clients' own delay adds little to a failover's.
 */
const retryStrategy =
  (target: RedisTarget) =>
  (attempt: number): number =>
    isSentinelTarget(target) ? Math.min(attempt * 100, 500) : Math.min(attempt * 200, 2000);

function connect(target: RedisTarget, options: RedisOptions, resend: boolean): Redis {
  if (!isSentinelTarget(target)) return new Redis(target, options);
  return new Redis({ ...sentinelOptions(target, resend), ...options });
}

/**
 * A Redis client that fails fast instead of queueing commands forever while Redis is down, so that
 * callers can degrade (serve uncached, answer 503) rather than hang.
 */
export function createRedis(target: RedisTarget, name: string, extra: RedisOptions = {}): Redis {
  const options: RedisOptions = {
    connectionName: name,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: retryStrategy(target),
    lazyConnect: false,
    ...extra,
  };
  return connect(target, options, options.enableOfflineQueue !== false);
}

/** `createRedis` with its connection errors logged (they are retried; without a listener they would crash the process). */
export function createLoggedRedis(
  target: RedisTarget,
  name: string,
  logger: { warn(entry: object, message: string): void },
  extra: RedisOptions = {},
): Redis {
  const redis = createRedis(target, name, extra);
  redis.on('error', (error: Error) => logger.warn({ err: error.message, connection: name }, 'redis error'));
  return redis;
}

/** A client for BullMQ, which needs blocking commands to wait without a retry limit. */
export function createQueueRedis(target: RedisTarget, name: string): Redis {
  return connect(
    target,
    {
      connectionName: name,
      maxRetriesPerRequest: null,
      retryStrategy: retryStrategy(target),
    },
    true,
  );
}

export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
