import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException, BoundedMap, type Logger } from '@stillframe/server-kit';
import { CacheRepository } from '../cache/cache.repository.js';
import { cacheKeys, normaliseQuery } from '../cache/cache-keys.js';
import { RequestMerger } from '../cache/request-merger.js';
import { Clock } from '../clock/clock.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { PhotoPoolRepository } from './photo-pool.repository.js';
import { UnsplashBudget } from './unsplash-budget.service.js';
import { UnsplashPhotoShape, type UnsplashPhoto } from './unsplash-photo.js';
import { UnsplashRepository } from './unsplash.repository.js';

/**
 * Pools this replica keeps in memory: the query is the visitor's, so without a ceiling the map would grow
 * with every new one. The least recently used pool goes first; Redis still holds it for every replica.
 */
const LOCAL_POOLS = 1_000;

/** After a failed refill nobody asks Unsplash for that pool again for this long. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

export interface PhotoPool {
  photos: UnsplashPhoto[];
  /** When the pool was filled (ms since the epoch); a photo's download is tracked once per fill. */
  filledAt: number;
}

export interface PoolRequest {
  query: string;
  orientation: string;
}

const noPhotos = (reason: string): AppException => new AppException(ErrorCode.upstreamFailed, reason);

/**
 * Pools of random photos per search and orientation, shared in Redis by every replica and refilled with one
 * Unsplash call when older than their period. One replica refills (the request merger's lock); meanwhile
 * everyone goes on serving the older pool, and only a visitor for whom there is no pool at all waits.
 */
@Injectable()
export class PhotoPoolService {
  private readonly local = new BoundedMap<string, PhotoPool>({ maxEntries: LOCAL_POOLS });

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly cache: CacheRepository,
    private readonly merger: RequestMerger,
    private readonly pools: PhotoPoolRepository,
    private readonly budget: UnsplashBudget,
    private readonly unsplash: UnsplashRepository,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
  ) {}

  /** The pool to pick from: fresh if possible, else the last one known; null when there is none. */
  async current(accessKey: string, request: PoolRequest): Promise<PhotoPool | null> {
    const name = `${request.orientation}:${normaliseQuery(request.query)}`;
    const known = this.local.get(name);
    if (known && this.isFresh(known)) return known;
    const shared = await this.readPool(name);
    if (shared && this.isFresh(shared)) return this.remember(name, shared);
    const older = shared ?? known;
    const refill = this.refill(name, accessKey, request);
    return older ?? refill;
  }

  private isFresh(pool: PhotoPool): boolean {
    return this.clock.now() - pool.filledAt < this.config.UNSPLASH_POOL_SECONDS * 1000;
  }

  private remember(name: string, pool: PhotoPool): PhotoPool {
    this.local.set(name, pool);
    return pool;
  }

  private async readPool(name: string): Promise<PhotoPool | null> {
    const entry = await this.cache.get<UnsplashPhoto[]>(cacheKeys.photoPool(name));
    return entry ? { photos: entry.value, filledAt: entry.storedAt } : null;
  }

  /** Never throws: a failed refill leaves the older pool, or none. */
  private async refill(name: string, accessKey: string, request: PoolRequest): Promise<PhotoPool | null> {
    if ((await this.pools.backoffUntil(name)) > this.clock.now()) return null;
    try {
      return await this.merger.run(cacheKeys.photoPool(name), {
        kind: 'photos',
        readFresh: async () => {
          const latest = await this.readPool(name);
          return latest && this.isFresh(latest) ? this.remember(name, latest) : undefined;
        },
        fetchAndStore: () => this.fetchPool(name, accessKey, request),
      });
    } catch {
      return null;
    }
  }

  private async fetchPool(name: string, accessKey: string, request: PoolRequest): Promise<PhotoPool> {
    if (!(await this.budget.spend())) {
      this.metrics.upstreamCall('unsplash', 'random', 'skipped_budget');
      throw noPhotos('The hourly Unsplash budget is spent');
    }
    let photos: UnsplashPhoto[];
    try {
      const answer = await this.unsplash.randomBatch(accessKey, {
        ...request,
        count: this.config.UNSPLASH_POOL_SIZE,
      });
      photos = answer.flatMap((item) => {
        const parsed = UnsplashPhotoShape.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      if (photos.length === 0) throw new Error('Unsplash answered no usable photo');
    } catch (error) {
      this.metrics.upstreamCall('unsplash', 'random', 'failed');
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error), pool: name },
        'no photos from Unsplash',
      );
      await this.pools.backOff(name, this.clock.now() + RETRY_AFTER_FAILURE_MS);
      throw noPhotos('Unsplash has no photos for us right now');
    }
    this.metrics.upstreamCall('unsplash', 'random', 'ok');
    await this.cache.set(cacheKeys.photoPool(name), photos, this.config.UNSPLASH_POOL_SECONDS);
    return this.remember(name, { photos, filledAt: this.clock.now() });
  }
}
