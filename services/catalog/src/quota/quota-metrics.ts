import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Gauge } from 'prom-client';
import { AppMetrics } from '@stillframe/server-kit';
import { redisAnswers } from '../cache/redis-guard.js';
import { QuotaLedgerService, type BucketUsage, type QuotaSnapshot } from './quota-ledger.service.js';
import { CATALOG_REDIS } from '../redis.tokens.js';

/** A scrape reads every gauge below: one snapshot of the ledger serves them all. */
const SNAPSHOT_REUSE_MS = 1000;

type BucketGauge = [name: string, help: string, value: (bucket: BucketUsage) => number | null];

/** Per bucket, labelled with the Pacific day their figure belongs to. */
const TODAY: BucketGauge[] = [
  [
    'stillframe_youtube_quota_units_used_today',
    'YouTube quota units spent today (Pacific day) per quota bucket, all replicas.',
    (bucket) => bucket.units,
  ],
  [
    'stillframe_youtube_quota_calls_today',
    'YouTube Data API calls made today (Pacific day) per quota bucket, all replicas.',
    (bucket) => bucket.calls,
  ],
  [
    'stillframe_youtube_quota_anonymous_units_used_today',
    'Of the units spent today, those spent for anonymous callers, per quota bucket, all replicas.',
    (bucket) => bucket.anonymous.units,
  ],
];

/** Per bucket, whatever the day. */
const PER_BUCKET: BucketGauge[] = [
  [
    'stillframe_youtube_quota_anonymous_share_units',
    'Units per bucket and day anonymous callers may spend; signed-in users keep the rest.',
    (bucket) => bucket.anonymous.share,
  ],
  [
    'stillframe_youtube_quota_units_last_hour',
    'Units spent in the last hour per bucket: the rate, in units per hour.',
    (bucket) => bucket.unitsLastHour,
  ],
  [
    'stillframe_youtube_quota_runs_out_timestamp_seconds',
    "When the bucket runs out at the last hour's rate (Unix seconds); absent when it lasts until the reset.",
    (bucket) => (bucket.runsOutAt === null ? null : Math.floor(bucket.runsOutAt / 1000)),
  ],
  [
    'stillframe_youtube_quota_daily_limit_units',
    'Daily quota per bucket, from the configured cost table.',
    (bucket) => bucket.limit,
  ],
  [
    'stillframe_youtube_quota_exhausted',
    '1 while no call goes upstream on the bucket (its limit reached, or YouTube said it is spent) until midnight Pacific.',
    (bucket) => (bucket.exhausted ? 1 : 0),
  ],
];

/**
 * The usage route's figures as gauges (the day's totals across replicas, from the ledger in Redis),
 * read at each scrape: what the quota alerts and the dashboard watch.
 */
@Injectable()
export class QuotaMetrics {
  private snapshot: { at: number; value: Promise<QuotaSnapshot> } | null = null;

  constructor(
    metrics: AppMetrics,
    private readonly quota: QuotaLedgerService,
    @Inject(CATALOG_REDIS) redis: Redis,
  ) {
    for (const [name, help, value] of TODAY)
      metrics.gauge(name, help, ['bucket', 'day'], (gauge) =>
        this.perBucket(gauge, value, (bucket, day) => ({ bucket: bucket.bucket, day })),
      );
    for (const [name, help, value] of PER_BUCKET)
      metrics.gauge(name, help, ['bucket'], (gauge) =>
        this.perBucket(gauge, value, (bucket) => ({ bucket: bucket.bucket })),
      );
    metrics.gauge(
      'stillframe_youtube_quota_account_budget_units',
      'Units per bucket and day one account may spend, by plan (administrators are exempt).',
      ['bucket', 'plan'],
      async (gauge) => {
        gauge.reset();
        for (const bucket of (await this.read()).buckets)
          for (const plan of ['pro', 'free'] as const)
            gauge.set({ bucket: bucket.bucket, plan }, bucket.budgets[plan]);
      },
    );
    metrics.gauge(
      'stillframe_youtube_quota_top_account_units_today',
      'Units spent today by the ten accounts that spent most of each bucket.',
      ['bucket', 'user_id', 'plan', 'day'],
      async (gauge) => {
        gauge.reset();
        const { buckets, day } = await this.read();
        for (const bucket of buckets)
          for (const account of bucket.topAccounts)
            gauge.set(
              { bucket: bucket.bucket, user_id: account.userId, plan: account.plan, day },
              account.units,
            );
      },
    );
    metrics.gauge(
      'stillframe_youtube_quota_resets_timestamp_seconds',
      'When the quota resets (midnight Pacific), Unix seconds.',
      [],
      async (gauge) => gauge.set(Math.floor((await this.read()).resetsAt / 1000)),
    );
    metrics.gauge(
      'stillframe_youtube_calls_today',
      'YouTube Data API calls made today (Pacific day) per method, all replicas.',
      ['method', 'day'],
      async (gauge) => {
        gauge.reset();
        const { calls, day } = await this.read();
        for (const [method, count] of Object.entries(calls)) gauge.set({ method, day }, count);
      },
    );
    metrics.gauge(
      'stillframe_catalog_redis_up',
      '1 when Redis answers; without it the catalog serves uncached.',
      [],
      async (gauge) => gauge.set((await redisAnswers(redis)) ? 1 : 0),
    );
  }

  private async perBucket<L extends string>(
    gauge: Gauge<L>,
    value: (bucket: BucketUsage) => number | null,
    labels: (bucket: BucketUsage, day: string) => Partial<Record<L, string>>,
  ): Promise<void> {
    gauge.reset();
    const { buckets, day } = await this.read();
    for (const bucket of buckets) {
      const figure = value(bucket);
      if (figure !== null) gauge.set(labels(bucket, day), figure);
    }
  }

  private read(): Promise<QuotaSnapshot> {
    const now = Date.now();
    if (!this.snapshot || now - this.snapshot.at > SNAPSHOT_REUSE_MS)
      this.snapshot = { at: now, value: this.quota.snapshot() };
    return this.snapshot.value;
  }
}
