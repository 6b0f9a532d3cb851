import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { QUOTA_RESERVE_DEADLINE_MS, RedisGuard } from '../cache/redis-guard.js';
import { CATALOG_REDIS } from '../redis.tokens.js';
import { RESERVE_SCRIPT } from './reserve-script.js';

/** Where one upstream call is counted: the day's totals and, when it is someone's, their own figures. */
export interface ReservationKeys {
  day: string;
  exhausted: string;
  failure: string;
  accountUnits: string;
  accountPlans: string;
  minute: string;
  address: string;
}

export interface ReservationAsk {
  bucket: string;
  method: string;
  units: number;
  limit: number;
  /** Anonymous callers' share of the bucket; null when the caller is not anonymous. */
  anonymousShare: number | null;
  addressCalls: number;
  addressWindowSeconds: number;
  /** The account the units are counted to; null for anonymous callers and work of nobody's. */
  userId: string | null;
  /** The account's budget in the bucket; null when exempt (administrators). */
  accountBudget: number | null;
  plan: string;
  dayRetentionSeconds: number;
  minuteRetentionSeconds: number;
  /** The catalog's clock: the spent flag holds until the instant it names. */
  now: number;
}

/** What the ledger said: admitted, or why not; `unreadable` when Redis could not be asked. */
export type ReservationAnswer =
  | { outcome: 'ok' }
  | { outcome: 'failed'; failure: string }
  | { outcome: 'exhausted'; until: number }
  | { outcome: 'limit' | 'anonymous' | 'address' | 'account' | 'unreadable' };

type ReserveCommand = (...args: Array<string | number>) => Promise<string[]>;

/**
 * The quota ledger as the gate: one Lua script checks every limit a call is under and, only when all
 * admit it, counts it, atomically across replicas, before the call leaves. One round trip per upstream call.
 */
@Injectable()
export class QuotaGateRepository {
  private readonly reserveCommand: ReserveCommand;

  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly guard: RedisGuard,
  ) {
    // EVALSHA, falling back to EVAL once after a Redis restart forgot the script.
    this.redis.defineCommand('stillframeQuotaReserve', { numberOfKeys: 7, lua: RESERVE_SCRIPT });
    const commands = this.redis as unknown as { stillframeQuotaReserve: ReserveCommand };
    this.reserveCommand = commands.stillframeQuotaReserve.bind(this.redis);
  }

  async reserve(keys: ReservationKeys, ask: ReservationAsk): Promise<ReservationAnswer> {
    const answer = await this.guard.run(
      'quota reserve',
      () =>
        this.reserveCommand(
          keys.day,
          keys.exhausted,
          keys.failure,
          keys.accountUnits,
          keys.accountPlans,
          keys.minute,
          keys.address,
          ask.bucket,
          ask.method,
          ask.units,
          ask.limit,
          ask.anonymousShare ?? -1,
          ask.addressCalls,
          ask.addressWindowSeconds,
          ask.userId ?? '',
          ask.accountBudget ?? -1,
          ask.plan,
          ask.dayRetentionSeconds,
          ask.minuteRetentionSeconds,
          ask.now,
        ),
      null,
      QUOTA_RESERVE_DEADLINE_MS,
    );
    if (!Array.isArray(answer)) return { outcome: 'unreadable' };
    const [outcome, detail] = answer;
    if (outcome === 'failed') return { outcome, failure: String(detail) };
    if (outcome === 'exhausted') return { outcome, until: Number(detail) };
    if (outcome === 'ok' || outcome === 'limit' || outcome === 'anonymous' || outcome === 'address')
      return { outcome };
    if (outcome === 'account') return { outcome };
    return { outcome: 'unreadable' };
  }

  /**
   * Gives back what a call did not cost: all its units when YouTube refused it for quota, and the call
   * too when it never reached YouTube. The address's call stays spent (it was the caller's attempt).
   */
  async giveBack(keys: ReservationKeys, ask: ReservationAsk, options: { call: boolean }): Promise<void> {
    await this.guard.run(
      'quota give back',
      () => {
        const batch = this.redis.multi().hincrby(keys.day, `units:${ask.bucket}`, -ask.units);
        if (options.call) batch.hincrby(keys.day, `calls:${ask.method}`, -1);
        if (ask.anonymousShare !== null) batch.hincrby(keys.day, `anonymous-units:${ask.bucket}`, -ask.units);
        if (ask.userId !== null) batch.zincrby(keys.accountUnits, -ask.units, ask.userId);
        return batch.decrby(keys.minute, ask.units).exec();
      },
      null,
    );
  }

  /** A refusal that the same call would get again (not found, a bad page token): repeats of it cost nothing. */
  async rememberFailure(key: string, failure: string, seconds: number): Promise<void> {
    if (seconds <= 0) return;
    await this.guard.run('youtube failure set', () => this.redis.set(key, failure, 'EX', seconds), null);
  }
}
