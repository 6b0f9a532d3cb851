import { Injectable } from '@nestjs/common';
import { AppMetrics } from '@stillframe/server-kit';
import { AnswerCopies } from '../answer-copies/answer-copies.js';
import { EntitlementRepository } from '../entitlement/entitlement.repository.js';
import { SessionRepository } from '../session/session.repository.js';

/**
 * The gateway's caches in `stillframe_cache_lookups_total`, read from their own counters at each
 * scrape, so the hot path does no metrics work for them: the answer copies, the session cache, and
 * the entitlements in memory and then in Redis (a Redis miss asks billing).
 */
@Injectable()
export class CacheMetrics {
  constructor(
    metrics: AppMetrics,
    copies: AnswerCopies,
    sessions: SessionRepository,
    entitlements: EntitlementRepository,
  ) {
    metrics.countCache('gateway_answer_copies', () => {
      const { hits, misses } = copies.counts;
      return { hit: hits, miss: misses };
    });
    metrics.countCache('gateway_sessions', () => {
      const { hits, misses } = sessions.cacheStats;
      return { hit: hits, miss: misses };
    });
    metrics.countCache('gateway_entitlements_memory', () => {
      const { hits, misses } = entitlements.stats.memory;
      return { hit: hits, miss: misses };
    });
    metrics.countCache('gateway_entitlements_redis', () => {
      const { hits, misses } = entitlements.stats.redis;
      return { hit: hits, miss: misses };
    });
  }
}
