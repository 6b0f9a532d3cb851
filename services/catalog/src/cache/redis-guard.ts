import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { pingRedis, type Logger } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';

/**
 * The deadline of a quota reservation, which fails closed: a slow moment of Redis must not refuse a call
 * that would have been counted, and the YouTube call it gates takes longer than this anyway.
 */
export const QUOTA_RESERVE_DEADLINE_MS = 2_000;
/** At most one "Redis is unavailable" warning per this many ms, so an outage does not flood the logs. */
const WARN_EVERY_MS = 10_000;

/**
 * Runs a Redis operation so that a Redis outage never fails a request: an error or a slow answer gives the
 * fallback (a cache miss, an uncounted call), and the catalog answers from upstream instead.
 */
@Injectable()
export class RedisGuard {
  private lastWarning = 0;

  /** A Redis call that takes longer than this is treated as Redis being down: the request goes on uncached. */
  private readonly deadlineMs: number;

  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    @Inject(CATALOG_CONFIG) config: CatalogConfig,
  ) {
    this.deadlineMs = config.CACHE_READ_DEADLINE_MS;
  }

  /** One timer and one promise per call: this runs on every cache hit. */
  run<T>(operation: string, work: () => Promise<T>, fallback: T, deadlineMs = this.deadlineMs): Promise<T> {
    return new Promise<T>((resolve) => {
      let done = false;
      const give = (value: T, error?: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (error !== undefined) this.warn(operation, error);
        resolve(value);
      };
      const timer = setTimeout(
        () => give(fallback, new Error(`no answer within ${deadlineMs} ms`)),
        deadlineMs,
      );
      let pending: Promise<T>;
      try {
        pending = work();
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (value) => give(value),
        (error: unknown) => give(fallback, error ?? new Error('failed')),
      );
    });
  }

  private warn(operation: string, error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn(
      { operation, err: error instanceof Error ? error.message : String(error) },
      'redis unavailable: serving without cache',
    );
  }
}

/** Whether Redis answers a PING within the deadline (a hung connection counts as down). */
export function redisAnswers(redis: Redis, deadlineMs = 1000): Promise<boolean> {
  return Promise.race([
    pingRedis(redis),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), deadlineMs).unref()),
  ]);
}
