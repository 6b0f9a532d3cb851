import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { cacheKeys } from '../cache/cache-keys.js';
import { RedisGuard } from '../cache/redis-guard.js';
import { CATALOG_REDIS } from '../redis.tokens.js';

const DAY_SECONDS = 24 * 60 * 60;

/** The shared state around the photo pools, in Redis so that every replica obeys it. */
@Injectable()
export class PhotoPoolRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly guard: RedisGuard,
  ) {}

  /** True for the first showing of a photo of a pool fill: its download is tracked once, not per visitor. */
  async claimDownload(photoId: string, filledAt: number): Promise<boolean> {
    const answer = await this.guard.run(
      'photo download claim',
      () => this.redis.set(cacheKeys.photoDownload(photoId, filledAt), '1', 'EX', DAY_SECONDS, 'NX'),
      null,
    );
    return answer === 'OK';
  }

  /** Until when no replica tries to refill a pool after a failed refill (ms since the epoch). */
  async backoffUntil(pool: string): Promise<number> {
    const raw = await this.guard.run(
      'photo pool backoff',
      () => this.redis.get(cacheKeys.photoPoolBackoff(pool)),
      null,
    );
    return Number(raw ?? 0);
  }

  async backOff(pool: string, until: number): Promise<void> {
    await this.guard.run(
      'photo pool backoff set',
      () => this.redis.set(cacheKeys.photoPoolBackoff(pool), String(until), 'EX', DAY_SECONDS),
      null,
    );
  }
}
