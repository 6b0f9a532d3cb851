import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { FallbackQuotes, type Quote } from '@stillframe/contracts';
import type { Logger } from '@stillframe/server-kit';
import { CacheRepository } from '../cache/cache.repository.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { Clock } from '../clock/clock.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';

import { ZenQuotesRepository } from './zenquotes.repository.js';

/** A pool of ZenQuotes' random quotes is used for an hour, then replaced. */
const POOL_SECONDS = 60 * 60;
/** ZenQuotes' free tier allows 5 calls per 30 s per address; after a failure, wait out the window. */
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Random quotes. ZenQuotes limits each server address to 5 calls per 30 seconds, which every visitor of the
 * home screen would exceed, so a batch of 50 random quotes is fetched and shared (in Redis, across replicas)
 * and each visitor gets one of them at random. When there is no batch and ZenQuotes has none to give, the
 * quote comes from the built-in list of 8; an older batch, if any, is preferred to that.
 */
@Injectable()
export class QuotesService {
  private pool: { quotes: Quote[]; freshUntil: number } | null = null;
  private refreshing: Promise<Quote[] | null> | null = null;
  private retryAt = 0;

  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly zenQuotes: ZenQuotesRepository,
    private readonly cache: CacheRepository,
    private readonly clock: Clock,
    private readonly metrics: CatalogMetrics,
  ) {}

  async random(): Promise<Quote[]> {
    const pool = await this.currentPool();
    const source = pool.length > 0 ? pool : FallbackQuotes;
    return [source[randomInt(source.length)] as Quote];
  }

  private async currentPool(): Promise<Quote[]> {
    if (this.pool && this.pool.freshUntil > this.clock.now()) return this.pool.quotes;
    const shared = await this.cache.get<Quote[]>(cacheKeys.quotePool());
    if (shared && this.cache.isFresh(shared, POOL_SECONDS)) {
      this.pool = { quotes: shared.value, freshUntil: shared.storedAt + POOL_SECONDS * 1000 };
      return shared.value;
    }
    const refreshed = await this.refresh();
    return refreshed ?? shared?.value ?? this.pool?.quotes ?? [];
  }

  private refresh(): Promise<Quote[] | null> {
    if (this.clock.now() < this.retryAt) return Promise.resolve(null);
    this.refreshing ??= this.fetchPool().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async fetchPool(): Promise<Quote[] | null> {
    try {
      const quotes = await this.zenQuotes.randomBatch();
      this.metrics.upstreamCall('zenquotes', 'quotes', 'ok');
      this.pool = { quotes, freshUntil: this.clock.now() + POOL_SECONDS * 1000 };
      await this.cache.set(cacheKeys.quotePool(), quotes, POOL_SECONDS);
      return quotes;
    } catch (error) {
      this.metrics.upstreamCall('zenquotes', 'quotes', 'failed');
      this.retryAt = this.clock.now() + RETRY_AFTER_FAILURE_MS;
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'no quotes from ZenQuotes: using the built-in ones',
      );
      return null;
    }
  }
}
