import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { broadcastTransport } from '../src/broadcast/broadcast-transport.js';
import { BaseServerEnv, ConfigError, loadConfig } from '../src/config/load-config.js';
import { createQueueRedis, createRedis, sentinelOptions } from '../src/redis/redis.js';
import { redisTargetOf, type RedisSentinelTarget } from '../src/redis/redis-target.js';
import { isStoreUnavailable } from '../src/http/store-unavailable.js';
import { confirmReplicated, NotReplicatedError } from '../src/redis/replication.js';

const SECRET = { INTERNAL_TOKEN_SECRET: 'x'.repeat(32) };
// An app's schema: the Redis settings and their checks come with BaseServerEnv.
const AppEnv = BaseServerEnv.extend({ DATABASE_URL: z.url().optional() });
const targetOf = (env: Record<string, string>) =>
  redisTargetOf(loadConfig(AppEnv, { ...SECRET, ...env }, 'app'));
const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(AppEnv, env, 'app');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('where Redis is', () => {
  it('is REDIS_URL exactly as given', () => {
    expect(targetOf({ REDIS_URL: 'rediss://:secret@redis.internal:6380/3' })).toBe(
      'rediss://:secret@redis.internal:6380/3',
    );
  });

  it('adds REDIS_PASSWORD to a URL without one, and refuses a URL whose password differs', () => {
    expect(targetOf({ REDIS_URL: 'redis://redis:6379/2', REDIS_PASSWORD: 'p@ss word' })).toBe(
      'redis://:p%40ss%20word@redis:6379/2',
    );
    expect(targetOf({ REDIS_URL: 'redis://:same@redis:6379', REDIS_PASSWORD: 'same' })).toBe(
      'redis://:same@redis:6379',
    );
    expect(refusal({ ...SECRET, REDIS_URL: 'redis://:one@redis:6379', REDIS_PASSWORD: 'two' })).toContain(
      'REDIS_PASSWORD: REDIS_PASSWORD and the password in REDIS_URL differ',
    );
  });

  it('is the primary of a Sentinel group, with the URL lending its database index and credentials', () => {
    const target = targetOf({
      REDIS_SENTINELS: ' sentinel-0.redis:26379, 10.0.0.7:26380 ,[fd00::1]:26381',
      REDIS_SENTINEL_NAME: 'stillframe',
      REDIS_SENTINEL_PASSWORD: 'sentinel secret',
      REDIS_URL: 'redis://app:data%20secret@ignored:6379/4',
    });
    expect(target).toEqual({
      sentinels: [
        { host: 'sentinel-0.redis', port: 26379 },
        { host: '10.0.0.7', port: 26380 },
        { host: 'fd00::1', port: 26381 },
      ],
      name: 'stillframe',
      sentinelPassword: 'sentinel secret',
      username: 'app',
      password: 'data secret',
      db: 4,
    });
    expect(
      targetOf({ REDIS_SENTINELS: 'a:1', REDIS_SENTINEL_NAME: 'm', REDIS_PASSWORD: 'data secret' }),
    ).toEqual({ sentinels: [{ host: 'a', port: 1 }], name: 'm', password: 'data secret', db: 0 });
  });

  it('names every setting that is wrong, beside the other variables’ issues', () => {
    const message = refusal({ REDIS_SENTINELS: 'sentinel-0:26379,sentinel-1,host:99999' });
    expect(message.split('\n')).toEqual([
      '[app] invalid configuration:',
      '  REDIS_SENTINELS: REDIS_SENTINELS entry "sentinel-1" is not host:port (e.g. redis-sentinel-0.redis:26379)',
      '  REDIS_SENTINELS: REDIS_SENTINELS entry "host:99999" is not host:port (e.g. redis-sentinel-0.redis:26379)',
      '  INTERNAL_TOKEN_SECRET: INTERNAL_TOKEN_SECRET is required',
      '  REDIS_SENTINEL_NAME: REDIS_SENTINEL_NAME is required with REDIS_SENTINELS: the master group name the sentinels monitor',
    ]);
    expect(refusal(SECRET)).toContain('REDIS_URL: REDIS_URL is required (or REDIS_SENTINELS');
    expect(refusal({ ...SECRET, REDIS_URL: 'redis://h:1', REDIS_SENTINEL_NAME: 'm' })).toContain(
      'REDIS_SENTINELS: REDIS_SENTINELS (host:port, comma-separated) is required with REDIS_SENTINEL_NAME',
    );
    expect(refusal({ ...SECRET, REDIS_URL: 'redis://h:1', REDIS_SENTINEL_PASSWORD: 's' })).toContain(
      'REDIS_SENTINEL_PASSWORD: REDIS_SENTINEL_PASSWORD is only used with REDIS_SENTINELS',
    );
    expect(
      refusal({ ...SECRET, REDIS_SENTINELS: 'a:1', REDIS_SENTINEL_NAME: 'm', REDIS_URL: 'redis://h/x' }),
    ).toContain('REDIS_URL: REDIS_URL beside REDIS_SENTINELS may name only a database index');
  });

  it('refuses a published demo password for the data nodes or the sentinels in production', () => {
    const message = refusal({
      ...SECRET,
      NODE_ENV: 'production',
      REDIS_SENTINELS: 'a:1',
      REDIS_SENTINEL_NAME: 'm',
      REDIS_PASSWORD: 'stillframe-demo-redis',
      REDIS_SENTINEL_PASSWORD: 'local-only-redis',
    });
    expect(message).toContain('REDIS_PASSWORD: REDIS_PASSWORD is a published demo value');
    expect(message).toContain('REDIS_SENTINEL_PASSWORD: REDIS_SENTINEL_PASSWORD is a published demo value');
  });
});

describe('clients of a Sentinel target', () => {
  const target: RedisSentinelTarget = {
    sentinels: [{ host: 's', port: 26379 }],
    name: 'stillframe',
    password: 'data',
    db: 2,
  };

  it('ask for the primary and leave a node that became a replica', () => {
    const failFast = sentinelOptions(target, false);
    expect(failFast).toMatchObject({
      sentinels: target.sentinels,
      name: 'stillframe',
      role: 'master',
      db: 2,
    });
    const readonly = new Error("READONLY You can't write against a read only replica.");
    expect(failFast.reconnectOnError(readonly)).toBe(true);
    expect(sentinelOptions(target, true).reconnectOnError(readonly)).toBe(2);
    expect(failFast.reconnectOnError(new Error('WRONGTYPE'))).toBe(false);
    expect(failFast.sentinelRetryStrategy(1000)).toBe(1000);
  });

  it('try again within half a second, without end (a URL within 2 s, as before)', () => {
    const delays = (redis: ReturnType<typeof createRedis>) => {
      redis.disconnect();
      const retry = redis.options.retryStrategy!;
      return [retry(1), retry(3), retry(1_000_000)];
    };
    const lazily = { lazyConnect: true };
    expect(delays(createRedis(target, 'test', lazily))).toEqual([100, 300, 500]);
    expect(delays(createRedis('redis://127.0.0.1:1', 'test', lazily))).toEqual([200, 600, 2000]);
    const queue = createQueueRedis(target, 'test');
    expect(delays(queue)).toEqual([100, 300, 500]);
    expect(queue.options).toMatchObject({ maxRetriesPerRequest: null, sentinels: target.sentinels });
  });

  it('broadcast through the same primary, and a URL broadcasts as before', () => {
    expect(broadcastTransport(target).options).toMatchObject({
      sentinels: target.sentinels,
      name: 'stillframe',
      password: 'data',
      retryAttempts: Number.MAX_SAFE_INTEGER,
      autoResubscribe: true,
    });
    expect(broadcastTransport('redis://:pw@redis:6380/1').options).toMatchObject({
      host: 'redis',
      port: 6380,
      password: 'pw',
    });
  });
});

describe('a queued job confirmed on a replica', () => {
  /** A primary with this many replicas, of which `confirmed` confirm; `dropDuringWait` loses the connection. */
  const primary = (replicas: number, confirmed: number, dropDuringWait = false) => {
    const calls: string[] = [];
    const events = new EventEmitter();
    const redis = Object.assign(events, {
      call: async (command: string) => {
        calls.push(command);
        return ['master', 100, Array.from({ length: replicas }, () => ['10.0.0.2', '6379', '100'])];
      },
      wait: async (count: number, timeoutMs: number) => {
        calls.push(`WAIT ${count} ${timeoutMs}`);
        // ioredis sends an unanswered WAIT again on the new connection, which answers at once.
        if (dropDuringWait) events.emit('close');
        return confirmed;
      },
    });
    const write = async () => {
      calls.push('write');
      return 'job-1';
    };
    return { redis: redis as unknown as Redis, calls, write };
  };
  const sentinel: RedisSentinelTarget = { sentinels: [{ host: 's', port: 1 }], name: 'm', db: 0 };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('writes, then waits for one replica', async () => {
    const { redis, calls, write } = primary(2, 1);
    expect(await confirmReplicated(redis, sentinel, write)).toBe('job-1');
    expect(calls).toEqual(['write', 'ROLE', 'WAIT 1 1000']);
  });

  it('is refused when no replica confirms in time: a 503, like a write to a demoted primary', async () => {
    const { redis, write } = primary(1, 0);
    const refused = await refusal(confirmReplicated(redis, sentinel, write, 50));
    expect(refused).toBeInstanceOf(NotReplicatedError);
    expect(isStoreUnavailable(refused)).toBe(true);
    expect(isStoreUnavailable(new Error("READONLY You can't write against a read only replica."))).toBe(true);
  });

  it('is refused when the connection was lost on the way, whatever the new primary confirms', async () => {
    const { redis, write } = primary(1, 1, true);
    expect(await refusal(confirmReplicated(redis, sentinel, write))).toBeInstanceOf(NotReplicatedError);
    // The next write on the same connection counts again.
    const { redis: steady, write: writeAgain } = primary(1, 1);
    expect(await confirmReplicated(steady, sentinel, writeAgain)).toBe('job-1');
  });

  it('stands as it is on a primary without replicas, and with a REDIS_URL it is only written', async () => {
    const alone = primary(0, 0);
    await confirmReplicated(alone.redis, sentinel, alone.write);
    expect(alone.calls).toEqual(['write', 'ROLE']);
    const byUrl = primary(1, 0);
    expect(await confirmReplicated(byUrl.redis, 'redis://redis:6379', byUrl.write)).toBe('job-1');
    expect(byUrl.calls).toEqual(['write']);
  });
});
