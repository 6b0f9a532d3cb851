import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Photo } from '@stillframe/contracts';
import type { Logger } from '@stillframe/server-kit';
import { cacheKeys } from '../cache/cache-keys.js';
import { CounterRepository } from '../cache/counter.repository.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { PhotoPoolRepository } from './photo-pool.repository.js';
import { PhotoPoolService } from './photo-pool.service.js';
import { UnsplashBudget } from './unsplash-budget.service.js';
import { toPhoto, type UnsplashPhoto } from './unsplash-photo.js';
import { UnsplashRepository } from './unsplash.repository.js';

/** A visitor's turn through the pools is remembered for a day. */
const TURN_SECONDS = 24 * 60 * 60;

export interface PhotoRequest {
  query?: string;
  orientation?: 'landscape' | 'portrait' | 'squarish';
}

/**
 * A backdrop photo, used as Unsplash requires: hotlinked (its own urls, never re-hosted), credited with
 * links back to the photographer and the photo, and its download tracked when it is shown. Photos come
 * from a shared pool (Unsplash's hourly limit could not bear a call per visitor); each visitor goes round
 * the pool, so successive visits show different photos. Without a key, or without a pool, there is no photo.
 */
@Injectable()
export class PhotosService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly pools: PhotoPoolService,
    private readonly poolState: PhotoPoolRepository,
    private readonly counters: CounterRepository,
    private readonly budget: UnsplashBudget,
    private readonly unsplash: UnsplashRepository,
    private readonly metrics: CatalogMetrics,
  ) {}

  async random(request: PhotoRequest, visitorAddress: string): Promise<Photo | null> {
    const accessKey = this.config.UNSPLASH_ACCESS_KEY;
    if (!accessKey) return null;
    const pool = await this.pools.current(accessKey, {
      query: request.query || 'nature',
      orientation: request.orientation ?? 'landscape',
    });
    if (!pool || pool.photos.length === 0) return null;
    const photo = pool.photos[await this.turn(visitorAddress, pool.photos.length)] as UnsplashPhoto;
    if (await this.poolState.claimDownload(photo.id, pool.filledAt))
      void this.trackDownload(accessKey, photo.links.download_location);
    return toPhoto(photo);
  }

  /** The visitor's next place in a pool of this size, from a starting point of their own. */
  private async turn(visitorAddress: string, poolSize: number): Promise<number> {
    const turn = await this.counters.increment(cacheKeys.photoTurn(visitorAddress), TURN_SECONDS);
    if (turn === null) return randomInt(poolSize);
    const start = createHash('sha256').update(visitorAddress).digest().readUInt32BE(0);
    return (start + turn) % poolSize;
  }

  /** Not awaited: the visitor's photo never waits on it; it has the upstream deadline like every call. */
  private async trackDownload(accessKey: string, downloadLocation: string): Promise<void> {
    const target = new URL(downloadLocation);
    // The key is only ever sent to Unsplash's own API host, whatever a response may contain.
    if (target.origin !== new URL(this.config.UNSPLASH_BASE_URL).origin) {
      this.logger.warn(
        { host: target.host },
        'download_location is not on the Unsplash API host: not tracked',
      );
      return;
    }
    if (!(await this.budget.spend())) {
      this.metrics.upstreamCall('unsplash', 'download', 'skipped_budget');
      this.logger.warn('the hourly Unsplash budget is spent: a shown photo is not tracked');
      return;
    }
    try {
      await this.unsplash.trackDownload(accessKey, target);
      this.metrics.upstreamCall('unsplash', 'download', 'ok');
    } catch (error) {
      this.metrics.upstreamCall('unsplash', 'download', 'failed');
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'download tracking failed',
      );
    }
  }
}
