import { Inject, Injectable } from '@nestjs/common';
import { cacheKeys } from '../cache/cache-keys.js';
import { CounterRepository } from '../cache/counter.repository.js';
import { Clock } from '../clock/clock.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Unsplash counts every API call of the app's key, pool refills and download tracking alike, against an
 * hourly limit (50 for a demo app). Every replica draws on one hourly budget kept in Redis, set well under
 * the limit; while Redis cannot count, each replica keeps to the budget by itself.
 */
@Injectable()
export class UnsplashBudget {
  private local = { hour: -1, calls: 0 };

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly counters: CounterRepository,
    private readonly clock: Clock,
  ) {}

  /** Takes one call from this hour's budget; false when it is spent. */
  async spend(): Promise<boolean> {
    const hour = Math.floor(this.clock.now() / HOUR_MS);
    const shared = await this.counters.increment(cacheKeys.unsplashCalls(hour), (2 * HOUR_MS) / 1000);
    if (shared !== null) return shared <= this.config.UNSPLASH_CALLS_PER_HOUR;
    if (this.local.hour !== hour) this.local = { hour, calls: 0 };
    this.local.calls += 1;
    return this.local.calls <= this.config.UNSPLASH_CALLS_PER_HOUR;
  }
}
