import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException, SingleFlight } from '@stillframe/server-kit';
import { CallerRefusal } from '../caller/caller-refusal.js';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { LockRepository } from './lock.repository.js';

/** How often a waiting replica looks for the holder's result. */
const POLL_MS = 15;

export interface MergeableCall<T> {
  /** Metrics label: what is being fetched (search, videos, channel, uploads). */
  kind: string;
  /** The result if another caller has stored it fresh meanwhile, else undefined. */
  readFresh(): Promise<T | undefined>;
  /** Calls upstream and stores the result in the cache. */
  fetchAndStore(): Promise<T>;
}

/**
 * Identical requests in flight become one upstream call: within the process by sharing the promise, and
 * across replicas through a Redis lock per normalised request. The holder calls upstream and stores the
 * result; the others poll the cache for it (or for the holder's failure) and, should the holder vanish
 * without either, call upstream themselves once the lock's deadline has passed.
 */
@Injectable()
export class RequestMerger {
  private readonly inFlight = new SingleFlight<string, unknown>();

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly locks: LockRepository,
    private readonly metrics: CatalogMetrics,
  ) {}

  run<T>(key: string, call: MergeableCall<T>): Promise<T> {
    if (!this.config.CACHE_ENABLED) return call.fetchAndStore();
    const existing = this.inFlight.current(key) as Promise<T> | undefined;
    if (existing) {
      this.metrics.merged(call.kind);
      // The caller who started the call may have been refused for their own budget: this one asks for itself.
      return existing.catch((error: unknown) => {
        if (error instanceof CallerRefusal) return this.run(key, call);
        throw error;
      });
    }
    return this.inFlight.run(key, () => this.acrossReplicas(key, call)) as Promise<T>;
  }

  private async acrossReplicas<T>(key: string, call: MergeableCall<T>): Promise<T> {
    // The lock outlives the upstream deadline, so a live holder never loses it mid-call.
    const lockMs = this.config.UPSTREAM_TIMEOUT_MS + 1000;
    const giveUpAt = Date.now() + lockMs;
    let attempt = await this.locks.acquire(key, lockMs);
    for (;;) {
      if (attempt === null) return call.fetchAndStore();
      if (attempt.won) return this.fetchHoldingLock(key, attempt.token, call);
      await sleep(POLL_MS);
      const stored = await call.readFresh();
      if (stored !== undefined) {
        this.metrics.merged(call.kind);
        return stored;
      }
      const failure = await this.locks.failureOf(key, attempt.holder);
      if (failure)
        throw new AppException(failure.code as ErrorCode, failure.message, failure.details, failure.headers);
      if (Date.now() > giveUpAt) return call.fetchAndStore();
      attempt = await this.locks.acquire(key, lockMs);
    }
  }

  private async fetchHoldingLock<T>(key: string, token: string, call: MergeableCall<T>): Promise<T> {
    try {
      // Another replica may have stored it between our cache read and taking the lock.
      const stored = await call.readFresh();
      if (stored !== undefined) return stored;
      return await call.fetchAndStore();
    } catch (error) {
      // A refusal of this caller's own (a budget) is not the answer for the others waiting.
      if (error instanceof AppException && !(error instanceof CallerRefusal)) {
        await this.locks.recordFailure(key, token, {
          code: error.code,
          message: error.message,
          details: error.details,
          headers: error.headers,
        });
      }
      throw error;
    } finally {
      await this.locks.release(key, token);
    }
  }
}
