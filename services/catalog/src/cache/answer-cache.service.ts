import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { Logger } from '@stillframe/server-kit';
import { Clock } from '../clock/clock.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { AnswerCacheRepository } from './answer-cache.repository.js';
import { cacheKeys } from './cache-keys.js';

/** An answer's JSON, as sent: the handler returns it and it goes out as it is. */
export type JsonBytes = Buffer;

/** An answer built from cached or fetched parts; `storedAt` null when it must not be kept (a part was stale or missing). */
export interface BuiltAnswer<T> {
  value: T;
  storedAt: number | null;
}

export interface AnswerRequest<T> {
  kind: string;
  /** Lookups a hit stands for, in the cache metrics (one per video of a details call). */
  hits?: number;
  /** What the answer is built from: the answer is kept beside it. */
  key: string;
  freshSeconds: number;
  /** The contract's response schema: an answer is checked once, when it is stored. */
  schema: z.ZodType<T>;
  build(): Promise<BuiltAnswer<T>>;
}

/**
 * Final answers kept as the bytes sent, so that a hit is one Redis read and a write to the socket: no
 * parsing, no enrichment, no serialising. An answer is fresh exactly as long as the data it was built
 * from, so a hit never outlives what the entry cache would have served.
 */
@Injectable()
export class AnswerCache {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly answers: AnswerCacheRepository,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
  ) {}

  async serve<T>(request: AnswerRequest<T>): Promise<JsonBytes> {
    const { kind, freshSeconds } = request;
    const key = cacheKeys.answer(request.key);
    const stored = await this.answers.get(key);
    if (stored && this.remainingSeconds(stored.storedAt, freshSeconds) > 0) {
      this.metrics.cacheLookup(kind, 'fresh', request.hits);
      return stored.bytes;
    }
    const built = await request.build();
    const bytes = Buffer.from(JSON.stringify(built.value));
    if (built.storedAt === null) return bytes;
    const checked = request.schema.safeParse(built.value);
    if (!checked.success) {
      // Sent as before, but never kept: a cached answer must be one the contract allows.
      this.logger.warn({ kind, issues: checked.error.issues.length }, 'answer not cached: off contract');
      return bytes;
    }
    const ttlSeconds = this.remainingSeconds(built.storedAt, freshSeconds);
    await this.answers.set(key, { storedAt: built.storedAt, bytes }, ttlSeconds);
    return bytes;
  }

  private remainingSeconds(storedAt: number, freshSeconds: number): number {
    return freshSeconds - (this.clock.now() - storedAt) / 1000;
  }
}
