import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { cacheKeys } from '../cache/cache-keys.js';
import { CounterRepository } from '../cache/counter.repository.js';
import { AnonymousRefusal } from '../caller/anonymous-refusal.js';
import { CallerContext } from '../caller/caller-context.js';
import { Clock } from '../clock/clock.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import type { YouTubeMethod } from '../config/quota-costs.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { nextPacificMidnight } from '../quota/pacific-day.js';
import { QuotaLedgerService } from '../quota/quota-ledger.service.js';
import { quotaExceeded } from './youtube-errors.js';

/**
 * What anonymous callers may spend upstream. Only calls that would reach YouTube ask (a cache hit never
 * does): each client address has a small budget per window, and all anonymous callers together may spend
 * only their share of each day's quota bucket, so that signed-in users keep the rest. A refusal is an
 * ordinary 429, after which the cache serves an older answer if it has one.
 */
@Injectable()
export class AnonymousBudgetService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly callers: CallerContext,
    private readonly counters: CounterRepository,
    private readonly quota: QuotaLedgerService,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
  ) {}

  /** True when the call is made for an anonymous caller (and so is charged to their share). */
  isAnonymous(): boolean {
    const caller = this.callers.current();
    return caller !== null && caller.sub === null;
  }

  /** Throws the 429 when an anonymous caller may not make this upstream call; signed-in callers always may. */
  async admitYouTube(method: YouTubeMethod): Promise<void> {
    const caller = this.callers.current();
    if (!caller || caller.sub !== null) return;
    const { bucket, units } = this.config.YOUTUBE_QUOTA_COSTS.methods[method];
    const share = this.quota.anonymousShare(bucket);
    if ((await this.quota.anonymousUnitsToday(bucket)) + units > share) {
      this.metrics.upstreamCall('youtube', method, 'skipped_anonymous_share');
      const now = this.clock.now();
      throw AnonymousRefusal.of(quotaExceeded(nextPacificMidnight(now), now));
    }
    if (await this.addressBudgetLeft(caller.ip)) return;
    this.metrics.upstreamCall('youtube', method, 'skipped_anonymous_budget');
    throw this.addressBudgetSpent();
  }

  /** Spends one call of the address's budget in the current window, if any is left. */
  private async addressBudgetLeft(address: string): Promise<boolean> {
    const window = Math.floor(this.clock.now() / this.windowMs());
    const spent = await this.counters.increment(
      cacheKeys.anonymousBudget(address, window),
      this.config.ANONYMOUS_UPSTREAM_WINDOW_SECONDS,
    );
    // Without Redis nothing can be counted across replicas; the quota ledger's own limits still hold.
    return spent === null || spent <= this.config.ANONYMOUS_UPSTREAM_CALLS;
  }

  private windowMs(): number {
    return this.config.ANONYMOUS_UPSTREAM_WINDOW_SECONDS * 1000;
  }

  private addressBudgetSpent(): AnonymousRefusal {
    const now = this.clock.now();
    const windowEnd = (Math.floor(now / this.windowMs()) + 1) * this.windowMs();
    const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    return new AnonymousRefusal(
      ErrorCode.rateLimited,
      'Too many requests for videos not yet cached from this address. Sign in, or try again later.',
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
}
