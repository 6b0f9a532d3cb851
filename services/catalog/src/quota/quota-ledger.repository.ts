import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { cacheKeys } from '../cache/cache-keys.js';
import { RedisGuard } from '../cache/redis-guard.js';
import { CATALOG_REDIS } from '../redis.tokens.js';

/** The day's totals, across replicas: `calls:<method>`, `units:<bucket>` and `anonymous-units:<bucket>` per quota day. */
export type LedgerDay = Record<string, number>;

/** An account's units in a bucket today, and its plan as last seen. */
export interface AccountSpend {
  userId: string;
  units: number;
  plan: string | null;
}

/**
 * Reads of the quota ledger in Redis (what the gate, QuotaGateRepository, wrote) and the bucket-spent flag.
 * When Redis is down the reads answer null: the figures are unknown, not zero.
 */
@Injectable()
export class QuotaLedgerRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly guard: RedisGuard,
  ) {}

  async day(day: string): Promise<LedgerDay | null> {
    const raw = await this.guard.run('quota read', () => this.redis.hgetall(cacheKeys.quotaDay(day)), null);
    if (!raw) return null;
    return Object.fromEntries(Object.entries(raw).map(([field, value]) => [field, Number(value)]));
  }

  /** The accounts that spent most of a bucket today, most first, with their plans. */
  async topAccounts(day: string, bucket: string, count: number): Promise<AccountSpend[] | null> {
    const ranked = await this.guard.run(
      'quota top accounts',
      () => this.redis.zrevrange(cacheKeys.quotaAccounts(day, bucket), 0, count - 1, 'WITHSCORES'),
      null,
    );
    if (!ranked) return null;
    const spends: AccountSpend[] = [];
    for (let index = 0; index + 1 < ranked.length; index += 2)
      spends.push({ userId: ranked[index] ?? '', units: Number(ranked[index + 1]), plan: null });
    if (spends.length === 0) return spends;
    const plans = await this.guard.run(
      'quota plans',
      () => this.redis.hmget(cacheKeys.quotaPlans(day), ...spends.map((spend) => spend.userId)),
      null,
    );
    return spends.map((spend, index) => ({ ...spend, plan: plans?.[index] ?? null }));
  }

  /** Units spent from a bucket in each of these minutes, summed. */
  async unitsInMinutes(bucket: string, minutes: number[]): Promise<number | null> {
    const values = await this.guard.run(
      'quota rate',
      () => this.redis.mget(minutes.map((minute) => cacheKeys.quotaMinute(bucket, minute))),
      null,
    );
    return values === null ? null : values.reduce((sum, value) => sum + Number(value ?? 0), 0);
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
