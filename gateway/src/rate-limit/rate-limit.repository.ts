import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_REDIS } from '../redis.tokens.js';

/** Fixed one-minute windows per client address and bucket, counted in Redis so that replicas share them. */
@Injectable()
export class RateLimitRepository {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  /** Returns the count in the current window and the seconds until it ends; null when Redis is down. */
  async hit(
    bucket: string,
    client: string,
    windowSeconds = 60,
  ): Promise<{ count: number; resetSeconds: number } | null> {
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const key = `gateway:rate:${bucket}:${client}:${window}`;
    try {
      const [[, count]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, windowSeconds + 1)
        .exec()) as [[null, number]];
      const resetSeconds = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
      return { count, resetSeconds };
    } catch {
      return null;
    }
  }
}
