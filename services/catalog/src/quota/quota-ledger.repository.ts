import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { cacheKeys } from '../cache/cache-keys.js';
import { RedisGuard } from '../cache/redis-guard.js';
import { CATALOG_REDIS } from '../redis.tokens.js';

/** A day's hash is kept a little past its day, for a look back after midnight. */
const DAY_RETENTION_SECONDS = 3 * 24 * 60 * 60;

/** The day's totals, across replicas: `calls:<method>`, `units:<bucket>` and `anonymous-units:<bucket>` per quota day. */
export type LedgerDay = Record<string, number>;

/** The quota ledger in Redis. When Redis is down it counts nothing and knows of no exhaustion but its own. */
@Injectable()
export class QuotaLedgerRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly guard: RedisGuard,
  ) {}

  /** One call; an anonymous caller's units are also counted apart, against their share of the bucket. */
  async record(
    day: string,
    method: string,
    bucket: string,
    units: number,
    anonymous: boolean,
  ): Promise<void> {
    const key = cacheKeys.quotaDay(day);
    await this.guard.run(
      'quota record',
      () => {
        const batch = this.redis
          .multi()
          .hincrby(key, `calls:${method}`, 1)
          .hincrby(key, `units:${bucket}`, units);
        if (anonymous) batch.hincrby(key, `anonymous-units:${bucket}`, units);
        return batch.expire(key, DAY_RETENTION_SECONDS).exec();
      },
      null,
    );
  }

  async anonymousUnits(day: string, bucket: string): Promise<number> {
    const raw = await this.guard.run(
      'quota anonymous read',
      () => this.redis.hget(cacheKeys.quotaDay(day), `anonymous-units:${bucket}`),
      null,
    );
    return Number(raw ?? 0);
  }

  async day(day: string): Promise<LedgerDay | null> {
    const raw = await this.guard.run('quota read', () => this.redis.hgetall(cacheKeys.quotaDay(day)), null);
    if (!raw) return null;
    return Object.fromEntries(Object.entries(raw).map(([field, value]) => [field, Number(value)]));
  }

  /** Until when a bucket is spent (ms since the epoch); Redis forgets the flag by itself once it passed. */
  async setExhausted(bucket: string, until: number, ttlMs: number): Promise<void> {
    await this.guard.run(
      'quota exhausted set',
      () => this.redis.set(cacheKeys.quotaExhausted(bucket), String(until), 'PX', Math.max(1, ttlMs)),
      null,
    );
  }

  async exhaustedUntil(bucket: string): Promise<number | null> {
    const raw = await this.guard.run(
      'quota exhausted read',
      () => this.redis.get(cacheKeys.quotaExhausted(bucket)),
      null,
    );
    return raw === null ? null : Number(raw);
  }
}
