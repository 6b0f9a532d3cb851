import { Injectable } from '@nestjs/common';
import { AppMetrics } from '@stillframe/server-kit';
import type { Counter } from 'prom-client';

export type CacheResult = 'fresh' | 'stale' | 'miss';

/**
 * The catalog's counters of this process since it started, in the app's registry (served on the
 * metrics port); the quota ledger in Redis holds the day's totals across replicas (quota-metrics.ts).
 */
@Injectable()
export class CatalogMetrics {
  private readonly cacheLookups: Counter<'kind' | 'result'>;
  private readonly answerLookups: Counter<'kind' | 'result'>;
  private readonly mergedRequests: Counter<'kind'>;
  private readonly staleAnswers: Counter<'kind'>;
  private readonly quotaUnits: Counter<'bucket' | 'plan'>;

  constructor(private readonly metrics: AppMetrics) {
    this.cacheLookups = metrics.counter(
      'stillframe_catalog_cache_lookups_total',
      'Cache lookups by this process: fresh, stale or miss.',
      ['kind', 'result'],
    );
    this.answerLookups = metrics.counter(
      'stillframe_catalog_answer_lookups_total',
      'Lookups of finished answers (search, video details) by this process: hit (sent as stored) or miss (built).',
      ['kind', 'result'],
    );
    this.mergedRequests = metrics.counter(
      'stillframe_catalog_merged_requests_total',
      "Requests answered by another request's upstream call.",
      ['kind'],
    );
    this.staleAnswers = metrics.counter(
      'stillframe_catalog_stale_served_total',
      'Stale answers served because upstream could not answer.',
      ['kind'],
    );
    this.quotaUnits = metrics.counter(
      'stillframe_youtube_quota_units_spent_total',
      'YouTube quota units this process reserved, by bucket and plan (pro, free, anonymous, admin).',
      ['bucket', 'plan'],
    );
  }

  cacheLookup(kind: string, result: CacheResult, count = 1): void {
    if (count > 0) this.cacheLookups.inc({ kind, result }, count);
  }

  /** A lookup of a finished answer (the bytes sent): a hit is sent as stored, a miss is built. */
  answerLookup(kind: string, result: 'hit' | 'miss'): void {
    this.answerLookups.inc({ kind, result });
  }

  /** A request answered by another request's upstream call (same process or another replica). */
  merged(kind: string): void {
    this.mergedRequests.inc({ kind });
  }

  /** An upstream call by outcome: `ok`, a failure kind, or `skipped_<reason>` for a call refused before it left. */
  upstreamCall(upstream: string, method: string, outcome: string): void {
    this.metrics.upstreamCall(upstream, method, outcome);
  }

  staleServed(kind: string): void {
    this.staleAnswers.inc({ kind });
  }

  quotaSpent(bucket: string, plan: string, units: number): void {
    if (units > 0) this.quotaUnits.inc({ bucket, plan }, units);
  }
}
