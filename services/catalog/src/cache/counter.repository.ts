import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CATALOG_REDIS } from '../redis.tokens.js';
import { RedisGuard } from './redis-guard.js';

/** Counters in Redis shared by every replica (budgets, turns), each forgotten after its window. */
@Injectable()
export class CounterRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly guard: RedisGuard,
  ) {}

  /** Adds one and answers the new count; null when Redis cannot count. */
  async increment(key: string, ttlSeconds: number): Promise<number | null> {
    const result = await this.guard.run(
      'counter increment',
      () => this.redis.multi().incr(key).expire(key, ttlSeconds).exec(),
      null,
    );
    const [error, count] = result?.[0] ?? [null, null];
    return error || typeof count !== 'number' ? null : count;
  }
}
