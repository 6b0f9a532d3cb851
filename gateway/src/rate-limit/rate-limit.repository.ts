import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_REDIS } from '../redis.tokens.js';

/** One command (so that it shares a round trip with the session read): count, and expire a new window. */
const COUNT_IN_WINDOW = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

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
      const count = Number(await this.redis.eval(COUNT_IN_WINDOW, 1, key, windowSeconds + 1));
      const resetSeconds = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
      return { count, resetSeconds };
    } catch {
      return null;
    }
  }
}
