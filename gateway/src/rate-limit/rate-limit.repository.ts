import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { GATEWAY_REDIS } from '../redis.tokens.js';

/** One command: count `n` more in the window, and make a new window's key expire. */
const RESERVE = `local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return count`;
/** Counts reserved and never used, given back while their window lasts (never to a key that expired). */
const GIVE_BACK = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

/** The scripts as commands of their own: sent by their SHA1 (EVALSHA), not as their whole text on every call. */
type WithScripts = Redis & {
  reserveCounts(key: string, count: number, ttlSeconds: number): Promise<number>;
  giveBackCounts(key: string, count: number): Promise<number>;
};

export const WINDOW_SECONDS = 60;
/** The number of the fixed window a moment falls in. */
export const windowAt = (ms: number): number => Math.floor(ms / 1000 / WINDOW_SECONDS);

const keyOf = (clientKey: string, window: number) => `gateway:rate:${clientKey}:${window}`;

/** Fixed one-minute windows per client address and bucket, counted in Redis so that replicas share them. */
@Injectable()
export class RateLimitRepository {
  private readonly redis: WithScripts;

  constructor(@Inject(GATEWAY_REDIS) redis: Redis) {
    redis.defineCommand('reserveCounts', { numberOfKeys: 1, lua: RESERVE });
    redis.defineCommand('giveBackCounts', { numberOfKeys: 1, lua: GIVE_BACK });
    this.redis = redis as WithScripts;
  }

  /**
   * Counts `count` calls of `clientKey` (bucket and address) in `window`: the count so far; null when
   * Redis is down.
   */
  async reserve(clientKey: string, window: number, count: number): Promise<number | null> {
    try {
      return Number(await this.redis.reserveCounts(keyOf(clientKey, window), count, WINDOW_SECONDS + 1));
    } catch {
      return null;
    }
  }

  /** Gives unused counts back; lost when Redis is down (they only ever make a client wait sooner). */
  async giveBack(unused: Array<{ key: string; window: number; count: number }>): Promise<void> {
    await Promise.all(
      unused.map(({ key, window, count }) =>
        this.redis.giveBackCounts(keyOf(key, window), count).catch(() => undefined),
      ),
    );
  }
}
