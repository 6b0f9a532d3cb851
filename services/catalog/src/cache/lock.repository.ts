import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CATALOG_REDIS } from '../redis.tokens.js';
import { cacheKeys } from './cache-keys.js';
import { RedisGuard } from './redis-guard.js';

/** The outcome of trying to become the one replica that calls upstream for a request. */
export type LockAttempt = { won: true; token: string } | { won: false; holder: string } | null;

/** Why the holder's upstream call failed, so that the replicas waiting on it answer the same error. */
export interface LockFailure {
  code: string;
  message: string;
  details?: Array<{ field: string; message: string }>;
  headers?: Record<string, string>;
}

/** Long enough for the waiters to read it; short, as it only stands for one failed attempt. */
const FAILURE_TTL_MS = 5000;

// Deletes the lock only if it still holds our token: an expired lock may already be someone else's.
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Per-request locks in Redis (SET NX PX), shared by every catalog replica. Null when Redis is unavailable. */
@Injectable()
export class LockRepository {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly guard: RedisGuard,
  ) {}

  async acquire(key: string, ttlMs: number): Promise<LockAttempt> {
    const token = randomBytes(12).toString('base64url');
    const lockKey = cacheKeys.lock(key);
    const result = await this.guard.run(
      'lock acquire',
      () => this.redis.multi().set(lockKey, token, 'PX', ttlMs, 'NX').get(lockKey).exec(),
      null,
    );
    if (!result) return null;
    const [[setError, set], [getError, holder]] = result as [
      [Error | null, unknown],
      [Error | null, unknown],
    ];
    if (setError || getError) return null;
    if (set === 'OK') return { won: true, token };
    // The lock expired between SET and GET: nobody holds it now; the caller simply tries again.
    return { won: false, holder: typeof holder === 'string' ? holder : '' };
  }

  async release(key: string, token: string): Promise<void> {
    await this.guard.run(
      'lock release',
      () => this.redis.eval(RELEASE_SCRIPT, 1, cacheKeys.lock(key), token),
      null,
    );
  }

  /** Recorded by the holder before it releases the lock. */
  async recordFailure(key: string, token: string, failure: LockFailure): Promise<void> {
    const value = JSON.stringify({ token, ...failure });
    await this.guard.run(
      'lock failure',
      () => this.redis.set(cacheKeys.lockFailure(key), value, 'PX', FAILURE_TTL_MS),
      null,
    );
  }

  /** The failure of the holder a waiter waited on; an older attempt's failure is ignored. */
  async failureOf(key: string, holder: string): Promise<LockFailure | null> {
    const raw = await this.guard.run(
      'lock failure read',
      () => this.redis.get(cacheKeys.lockFailure(key)),
      null,
    );
    if (!raw) return null;
    try {
      const { token, ...failure } = JSON.parse(raw) as LockFailure & { token: string };
      return token === holder ? failure : null;
    } catch {
      return null;
    }
  }
}
