import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException, type Logger } from '@stillframe/server-kit';
import { Clock } from '../clock/clock.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { CacheRepository, type CacheEntry } from './cache.repository.js';
import { RequestMerger } from './request-merger.js';

export interface ResolvedEntry<T> extends CacheEntry<T> {
  stale: boolean;
}

export interface CachedRequest<T> {
  kind: string;
  key: string;
  freshSeconds: number;
  fetch(): Promise<T>;
}

/**
 * Failures after which an older answer beats an error (stale-if-error): quota or the caller's budget spent,
 * the ledger unable to count, YouTube down or slow.
 */
const STALE_SERVABLE: ReadonlySet<string> = new Set([
  ErrorCode.quotaExceeded,
  ErrorCode.budgetExceeded,
  ErrorCode.serviceUnavailable,
  ErrorCode.upstreamFailed,
  ErrorCode.upstreamTimeout,
  ErrorCode.rateLimited,
]);

export const servesStale = (error: unknown): boolean =>
  error instanceof AppException && STALE_SERVABLE.has(error.code);

/**
 * A fresh cached answer if there is one; else one merged upstream call whose answer is cached; else, when
 * upstream cannot answer, the stale cached answer if there is one.
 */
@Injectable()
export class CachedResolver {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly cache: CacheRepository,
    private readonly merger: RequestMerger,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
  ) {}

  async resolve<T>(request: CachedRequest<T>): Promise<T> {
    return (await this.resolveEntry(request)).value;
  }

  /** As `resolve`, with when the answer was stored; `stale` when it is served past its freshness. */
  async resolveEntry<T>(request: CachedRequest<T>): Promise<ResolvedEntry<T>> {
    const { kind, key, freshSeconds } = request;
    const entry = await this.cache.get<T>(key);
    if (entry && this.cache.isFresh(entry, freshSeconds)) {
      this.metrics.cacheLookup(kind, 'fresh');
      return { ...entry, stale: false };
    }
    this.metrics.cacheLookup(kind, entry ? 'stale' : 'miss');
    try {
      const resolved = await this.merger.run<CacheEntry<T>>(key, {
        kind,
        readFresh: async () => {
          const latest = await this.cache.get<T>(key);
          return latest && this.cache.isFresh(latest, freshSeconds) ? latest : undefined;
        },
        fetchAndStore: async () => {
          const value = await request.fetch();
          const storedAt = await this.cache.set(key, value, freshSeconds);
          return { storedAt, value };
        },
      });
      return { ...resolved, stale: false };
    } catch (error) {
      if (!entry || !servesStale(error)) throw error;
      this.metrics.staleServed(kind);
      this.logger.info(
        {
          kind,
          ageSeconds: Math.round((this.clock.now() - entry.storedAt) / 1000),
          code: (error as AppException).code,
        },
        'served a stale answer',
      );
      return { ...entry, stale: true };
    }
  }
}
