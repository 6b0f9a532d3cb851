import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { JsonAnswer, Logger, StoredAnswerLookup, StoredAnswers } from '@stillframe/server-kit';
import { Clock } from '../clock/clock.js';
import { CatalogMetrics } from '../metrics/catalog-metrics.js';
import { CATALOG_LOGGER } from '../redis.tokens.js';
import { AnswerCacheRepository } from './answer-cache.repository.js';
import { cacheKeys } from './cache-keys.js';

/** An answer built from cached or fetched parts; `storedAt` null when it must not be kept (a part was stale or missing). */
export interface BuiltAnswer<T> {
  value: T;
  storedAt: number | null;
}

export interface AnswerRequest<T> extends StoredAnswerLookup {
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
export class AnswerCache implements StoredAnswers {
  constructor(
    @Inject(CATALOG_LOGGER) private readonly logger: Logger,
    private readonly answers: AnswerCacheRepository,
    private readonly metrics: CatalogMetrics,
    private readonly clock: Clock,
  ) {}

  /**
   * The stored answer while it is fresh, else null (nothing is built): the lanes' read-only handle. A
   * miss here is not counted: the call goes on to the handler, whose lookup counts it.
   */
  async read(request: StoredAnswerLookup): Promise<JsonAnswer | null> {
    return this.lookup(request, false);
  }

  /** The stored answer, or one built now (and stored when it is whole and on contract). */
  async serve<T>(request: AnswerRequest<T>): Promise<JsonAnswer> {
    const hit = await this.lookup(request, true);
    if (hit) return hit;
    const built = await request.build();
    const bytes = Buffer.from(JSON.stringify(built.value));
    if (built.storedAt === null) return { bytes, shareableSeconds: null };
    const checked = request.schema.safeParse(built.value);
    if (!checked.success) {
      // Sent as before, but never kept: a cached answer must be one the contract allows.
      this.logger.warn(
        { kind: request.kind, issues: checked.error.issues.length },
        'answer not cached: off contract',
      );
      return { bytes, shareableSeconds: null };
    }
    const ttlSeconds = this.remainingSeconds(built.storedAt, request.freshSeconds);
    const kept = await this.answers.set(
      cacheKeys.answer(request.key),
      { storedAt: built.storedAt, bytes },
      ttlSeconds,
    );
    // Only an answer kept here is everyone's: one the catalog does not keep is not for the gateway to keep either.
    return { bytes, shareableSeconds: kept ? ttlSeconds : null };
  }

  /** One read of a stored answer, counted once per call: every hit, and a miss where the call ends up built. */
  private async lookup(request: StoredAnswerLookup, countMiss: boolean): Promise<JsonAnswer | null> {
    const stored = await this.answers.get(cacheKeys.answer(request.key));
    const remaining = stored ? this.remainingSeconds(stored.storedAt, request.freshSeconds) : 0;
    if (!stored || remaining <= 0) {
      if (countMiss) this.metrics.answerLookup(request.kind, 'miss');
      return null;
    }
    this.metrics.answerLookup(request.kind, 'hit');
    this.metrics.cacheLookup(request.kind, 'fresh', request.hits);
    return { bytes: stored.bytes, shareableSeconds: remaining };
  }

  private remainingSeconds(storedAt: number, freshSeconds: number): number {
    return freshSeconds - (this.clock.now() - storedAt) / 1000;
  }
}
