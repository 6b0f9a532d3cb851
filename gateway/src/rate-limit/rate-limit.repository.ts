import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_REDIS } from '../redis.tokens.js';

/** One command (so that it shares a round trip with the session read): count, and expire a new window. */
const COUNT_IN_WINDOW = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The script as a command of its own: sent by its SHA1 (EVALSHA), not as its whole text on every call. */
type WithCounter = Redis & { countInWindow(key: string, ttlSeconds: number): Promise<number> };

/** Fixed one-minute windows per client address and bucket, counted in Redis so that replicas share them. */
@Injectable()
export class RateLimitRepository {
  private readonly redis: WithCounter;

  constructor(@Inject(GATEWAY_REDIS) redis: Redis) {
    redis.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
    this.redis = redis as WithCounter;
  }

  /** Returns the count in the current window and the seconds until it ends; null when Redis is down. */
  async hit(
    bucket: string,
    client: string,
    windowSeconds = 60,
  ): Promise<{ count: number; resetSeconds: number } | null> {
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    const key = `gateway:rate:${bucket}:${client}:${window}`;
    try {
      const count = Number(await this.redis.countInWindow(key, windowSeconds + 1));
      const resetSeconds = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
      return { count, resetSeconds };
    } catch {
      return null;
    }
  }
}
