import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { YouTubeMethods, type YouTubeMethod } from '../config/quota-costs.js';
import { Clock } from '../clock/clock.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { QuotaLedgerRepository } from './quota-ledger.repository.js';
import { nextPacificMidnight, pacificDay } from './pacific-day.js';

export type BudgetPlan = 'pro' | 'free' | 'admin';

export interface AccountUsage {
  userId: string;
  plan: BudgetPlan;
  units: number;
  /** Null for an administrator (exempt). */
  budget: number | null;
}

export interface BucketUsage {
  bucket: string;
  limit: number;
  units: number;
  calls: number;
  /** The last hour's units: the rate per hour. */
  unitsLastHour: number;
  /** When the bucket runs out at that rate (ms since the epoch); null when it lasts until the reset. */
  runsOutAt: number | null;
  exhausted: boolean;
  anonymous: { units: number; share: number };
  budgets: { pro: number; free: number };
  topAccounts: AccountUsage[];
}

export interface QuotaSnapshot {
  day: string;
  resetsAt: number;
  /** False when the day's totals could not be read (Redis down). */
  counted: boolean;
  calls: Record<string, number>;
  buckets: BucketUsage[];
}

const TOP_ACCOUNTS = 10;
const MINUTE = 60_000;

/**
 * The quota day's figures (the gate, QuotaGate, counts them) and the buckets the platform declared spent,
 * remembered until the quota resets at midnight Pacific time so that no replica calls upstream in vain.
 * Buckets are independent: a spent search bucket leaves video and channel details working.
 */
@Injectable()
export class QuotaLedgerService {
  /** This replica's knowledge of spent buckets, which also holds while Redis is down. */
  private readonly exhaustedLocally = new Map<string, number>();

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly ledger: QuotaLedgerRepository,
    private readonly clock: Clock,
  ) {}

  bucketOf(method: YouTubeMethod): string {
    return this.config.YOUTUBE_QUOTA_COSTS.methods[method].bucket;
  }

  /** The units of a bucket anonymous callers may spend in a day; signed-in users keep the rest. */
  anonymousShare(bucket: string): number {
    const limit = this.config.YOUTUBE_QUOTA_COSTS.buckets[bucket] ?? 0;
    return Math.floor((limit * this.config.YOUTUBE_ANONYMOUS_SHARE_PERCENT) / 100);
  }

  /** An account's daily budget in a bucket, by plan; null when exempt (administrators). */
  accountBudget(bucket: string, plan: BudgetPlan): number | null {
    if (plan === 'admin') return null;
    const limit = this.config.YOUTUBE_QUOTA_COSTS.buckets[bucket] ?? 0;
    const percent =
      plan === 'pro' ? this.config.YOUTUBE_PRO_SHARE_PERCENT : this.config.YOUTUBE_FREE_SHARE_PERCENT;
    return Math.floor((limit * percent) / 100);
  }

  /** When a spent bucket resets as far as this replica knows, without asking Redis; null while unknown. */
  locallyExhaustedUntil(bucket: string): number | null {
    const until = this.exhaustedLocally.get(bucket);
    return until !== undefined && until > this.clock.now() ? until : null;
  }

  /** Another replica's word (through the ledger) that a bucket is spent. */
  knowExhausted(bucket: string, until: number): void {
    this.exhaustedLocally.set(bucket, until);
  }

  /** When a spent bucket resets (ms since the epoch), or null while it has quota left. */
  async exhaustedUntil(bucket: string): Promise<number | null> {
    const local = this.locallyExhaustedUntil(bucket);
    if (local !== null) return local;
    const shared = await this.ledger.exhaustedUntil(bucket);
    if (shared !== null && shared > this.clock.now()) {
      this.exhaustedLocally.set(bucket, shared);
      return shared;
    }
    return null;
  }

  async markExhausted(bucket: string): Promise<number> {
    const now = this.clock.now();
    const until = nextPacificMidnight(now);
    this.exhaustedLocally.set(bucket, until);
    await this.ledger.setExhausted(bucket, until, until - now);
    this.logger.warn(
      { bucket, until: new Date(until).toISOString() },
      'YouTube quota spent: no upstream calls on this bucket until it resets',
    );
    return until;
  }

  async snapshot(): Promise<QuotaSnapshot> {
    const now = this.clock.now();
    const day = pacificDay(now);
    const resetsAt = nextPacificMidnight(now);
    const totals = await this.ledger.day(day);
    const { buckets, methods } = this.config.YOUTUBE_QUOTA_COSTS;
    const calls = Object.fromEntries(
      YouTubeMethods.map((method) => [method, totals?.[`calls:${method}`] ?? 0]),
    );
    const usages: BucketUsage[] = [];
    for (const [bucket, limit] of Object.entries(buckets)) {
      const units = totals?.[`units:${bucket}`] ?? 0;
      const unitsLastHour = await this.unitsLastHour(bucket, now);
      usages.push({
        bucket,
        limit,
        units,
        calls: YouTubeMethods.filter((method) => methods[method].bucket === bucket).reduce(
          (sum, method) => sum + (calls[method] ?? 0),
          0,
        ),
        unitsLastHour,
        runsOutAt: runsOutAt(limit - units, unitsLastHour, now, resetsAt),
        exhausted: units >= limit || (await this.exhaustedUntil(bucket)) !== null,
        anonymous: { units: totals?.[`anonymous-units:${bucket}`] ?? 0, share: this.anonymousShare(bucket) },
        budgets: {
          pro: this.accountBudget(bucket, 'pro') ?? 0,
          free: this.accountBudget(bucket, 'free') ?? 0,
        },
        topAccounts: await this.topAccounts(day, bucket),
      });
    }
    return { day, resetsAt, counted: totals !== null, calls, buckets: usages };
  }

  private async unitsLastHour(bucket: string, now: number): Promise<number> {
    const current = Math.floor(now / MINUTE);
    const minutes = Array.from({ length: 60 }, (_, index) => current - index);
    return (await this.ledger.unitsInMinutes(bucket, minutes)) ?? 0;
  }

  private async topAccounts(day: string, bucket: string): Promise<AccountUsage[]> {
    const spends = (await this.ledger.topAccounts(day, bucket, TOP_ACCOUNTS)) ?? [];
    return spends.map(({ userId, units, plan }) => {
      const known: BudgetPlan = plan === 'pro' || plan === 'admin' ? plan : 'free';
      return { userId, plan: known, units, budget: this.accountBudget(bucket, known) };
    });
  }
}

/** At the last hour's rate, when the units left are gone; null when that is not before the reset. */
function runsOutAt(left: number, perHour: number, now: number, resetsAt: number): number | null {
  if (left <= 0) return now;
  if (perHour <= 0) return null;
  const at = now + Math.ceil((left / perHour) * 3600_000);
  return at < resetsAt ? at : null;
}
