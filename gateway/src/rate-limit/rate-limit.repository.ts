import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_REDIS } from '../redis.tokens.js';

/** One command (so that it shares a round trip with the session read): count, and expire a new window. */
const COUNT_IN_WINDOW = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The script as a command of its own: sent by its SHA1 (EVALSHA), not as its whole text on every call. */
type WithCounter = Redis & { countInWindow(key: string, ttlSeconds: number): Promise<number> };

export const WINDOW_SECONDS = 60;
/** The number of the fixed window a moment falls in. */
export const windowAt = (ms: number): number => Math.floor(ms / 1000 / WINDOW_SECONDS);

/** Fixed one-minute windows per client address and bucket, counted in Redis so that replicas share them. */
@Injectable()
export class RateLimitRepository {
  private readonly redis: WithCounter;

  constructor(@Inject(GATEWAY_REDIS) redis: Redis) {
    redis.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
    this.redis = redis as WithCounter;
  }

  /** Counts a call in `window`: the count so far and the seconds until the window ends; null when Redis is down. */
  async hit(
    bucket: string,
    client: string,
    window: number,
  ): Promise<{ count: number; resetSeconds: number } | null> {
    const key = `gateway:rate:${bucket}:${client}:${window}`;
    try {
      const count = Number(await this.redis.countInWindow(key, WINDOW_SECONDS + 1));
      const resetSeconds = WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % WINDOW_SECONDS);
      return { count, resetSeconds };
    } catch {
      return null;
    }
  }
}
