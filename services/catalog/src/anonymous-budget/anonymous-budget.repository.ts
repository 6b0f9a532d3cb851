import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { cacheKeys } from '../cache/cache-keys.js';
import { RedisGuard } from '../cache/redis-guard.js';
import { CATALOG_REDIS } from '../redis.tokens.js';

/** Upstream calls made for anonymous callers, per client address and window, shared by every replica. */
@Injectable()
export class AnonymousBudgetRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly guard: RedisGuard,
  ) {}

  /** Counts one call for the address in the window and answers the window's count; null when Redis is down. */
  async spend(address: string, window: number, windowSeconds: number): Promise<number | null> {
    const key = cacheKeys.anonymousBudget(address, window);
    const result = await this.guard.run(
      'anonymous budget',
      () => this.redis.multi().incr(key).expire(key, windowSeconds).exec(),
      null,
    );
    const [incrError, count] = result?.[0] ?? [null, null];
    return incrError || typeof count !== 'number' ? null : count;
  }
}
