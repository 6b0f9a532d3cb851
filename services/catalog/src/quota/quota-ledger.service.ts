import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import type { YouTubeMethod } from '../config/quota-costs.js';
import { Clock } from '../clock/clock.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { QuotaLedgerRepository } from './quota-ledger.repository.js';
import { nextPacificMidnight, pacificDay } from './pacific-day.js';

export interface QuotaSnapshot {
  day: string;
  calls: Record<string, number>;
  units: Record<string, number>;
  /** Of those units, the ones spent for anonymous callers, and how many they may spend. */
  anonymousUnits: Record<string, number>;
  anonymousShares: Record<string, number>;
  limits: Record<string, number>;
  exhausted: Record<string, boolean>;
  /** False when the day's totals could not be read (Redis down). */
  shared: boolean;
}

/**
 * Counts the calls and units spent per quota day and bucket, from the configured cost table, and remembers
 * a bucket the platform has declared spent until the quota resets at midnight Pacific time, so that no
 * replica calls upstream in vain meanwhile. Buckets are independent: a spent search bucket leaves video
 * and channel details working.
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

  /** Records one call that reached YouTube; a call refused for quota costs no units. */
  async charge(method: YouTubeMethod, refusedForQuota: boolean, anonymous: boolean): Promise<void> {
    const { bucket, units } = this.config.YOUTUBE_QUOTA_COSTS.methods[method];
    const day = pacificDay(this.clock.now());
    await this.ledger.record(day, method, bucket, refusedForQuota ? 0 : units, anonymous);
  }

  /** The units of a bucket anonymous callers may spend in a day; signed-in users keep the rest. */
  anonymousShare(bucket: string): number {
    const limit = this.config.YOUTUBE_QUOTA_COSTS.buckets[bucket] ?? 0;
    return Math.floor((limit * this.config.YOUTUBE_ANONYMOUS_SHARE_PERCENT) / 100);
  }

  /** Units anonymous callers have spent today from a bucket; 0 when Redis cannot say. */
  anonymousUnitsToday(bucket: string): Promise<number> {
    return this.ledger.anonymousUnits(pacificDay(this.clock.now()), bucket);
  }

  /** When a spent bucket resets (ms since the epoch), or null while it has quota left. */
  async exhaustedUntil(bucket: string): Promise<number | null> {
    const now = this.clock.now();
    const local = this.exhaustedLocally.get(bucket);
    if (local !== undefined && local > now) return local;
    const shared = await this.ledger.exhaustedUntil(bucket);
    if (shared !== null && shared > now) {
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
    const day = pacificDay(this.clock.now());
    const totals = await this.ledger.day(day);
    const { buckets, methods } = this.config.YOUTUBE_QUOTA_COSTS;
    const exhausted: Record<string, boolean> = {};
    for (const bucket of Object.keys(buckets))
      exhausted[bucket] = (await this.exhaustedUntil(bucket)) !== null;
    return {
      day,
      calls: Object.fromEntries(
        Object.keys(methods).map((method) => [method, totals?.[`calls:${method}`] ?? 0]),
      ),
      units: Object.fromEntries(
        Object.keys(buckets).map((bucket) => [bucket, totals?.[`units:${bucket}`] ?? 0]),
      ),
      anonymousUnits: Object.fromEntries(
        Object.keys(buckets).map((bucket) => [bucket, totals?.[`anonymous-units:${bucket}`] ?? 0]),
      ),
      anonymousShares: Object.fromEntries(
        Object.keys(buckets).map((bucket) => [bucket, this.anonymousShare(bucket)]),
      ),
      limits: { ...buckets },
      exhausted,
      shared: totals !== null,
    };
  }
}
