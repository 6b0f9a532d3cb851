import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { redisAnswers } from '../cache/redis-guard.js';
import { QuotaLedgerService, type BucketUsage } from '../quota/quota-ledger.service.js';
import { CATALOG_REDIS } from '../redis.tokens.js';
import { CatalogMetrics, escapeLabel } from '../metrics/catalog-metrics.js';

type Family = { name: string; type: 'gauge' | 'counter'; help: string; samples: Array<[string, number]> };

const labels = (values: Record<string, string>): string =>
  `{${Object.entries(values)
    .map(([name, value]) => `${name}="${escapeLabel(value)}"`)
    .join(',')}}`;

/** The Prometheus text exposition (format 0.0.4), written by hand. */
@Injectable()
export class MetricsService {
  constructor(
    @Inject(CATALOG_REDIS) private readonly redis: Redis,
    private readonly quota: QuotaLedgerService,
    private readonly metrics: CatalogMetrics,
  ) {}

  async render(): Promise<string> {
    const [snapshot, redisUp] = await Promise.all([this.quota.snapshot(), redisAnswers(this.redis)]);
    const day = { day: snapshot.day };
    const perBucket = (value: (bucket: BucketUsage) => number, withDay = false): Array<[string, number]> =>
      snapshot.buckets.map((bucket) => [
        labels({ bucket: bucket.bucket, ...(withDay ? day : {}) }),
        value(bucket),
      ]);
    const families: Family[] = [
      {
        name: 'stillframe_youtube_quota_units_used_today',
        type: 'gauge',
        help: 'YouTube quota units spent today (Pacific day) per quota bucket, all replicas.',
        samples: perBucket((bucket) => bucket.units, true),
      },
      {
        name: 'stillframe_youtube_quota_calls_today',
        type: 'gauge',
        help: 'YouTube Data API calls made today (Pacific day) per quota bucket, all replicas.',
        samples: perBucket((bucket) => bucket.calls, true),
      },
      {
        name: 'stillframe_youtube_quota_anonymous_units_used_today',
        type: 'gauge',
        help: 'Of the units spent today, those spent for anonymous callers, per quota bucket, all replicas.',
        samples: perBucket((bucket) => bucket.anonymous.units, true),
      },
      {
        name: 'stillframe_youtube_quota_anonymous_share_units',
        type: 'gauge',
        help: 'Units per bucket and day anonymous callers may spend; signed-in users keep the rest.',
        samples: perBucket((bucket) => bucket.anonymous.share),
      },
      {
        name: 'stillframe_youtube_quota_account_budget_units',
        type: 'gauge',
        help: 'Units per bucket and day one account may spend, by plan (administrators are exempt).',
        samples: snapshot.buckets.flatMap((bucket): Array<[string, number]> => [
          [labels({ bucket: bucket.bucket, plan: 'pro' }), bucket.budgets.pro],
          [labels({ bucket: bucket.bucket, plan: 'free' }), bucket.budgets.free],
        ]),
      },
      {
        name: 'stillframe_youtube_quota_top_account_units_today',
        type: 'gauge',
        help: 'Units spent today by the ten accounts that spent most of each bucket.',
        samples: snapshot.buckets.flatMap((bucket) =>
          bucket.topAccounts.map((account): [string, number] => [
            labels({ bucket: bucket.bucket, user_id: account.userId, plan: account.plan, ...day }),
            account.units,
          ]),
        ),
      },
      {
        name: 'stillframe_youtube_quota_units_last_hour',
        type: 'gauge',
        help: 'Units spent in the last hour per bucket: the rate, in units per hour.',
        samples: perBucket((bucket) => bucket.unitsLastHour),
      },
      {
        name: 'stillframe_youtube_quota_runs_out_timestamp_seconds',
        type: 'gauge',
        help: "When the bucket runs out at the last hour's rate (Unix seconds); absent when it lasts until the reset.",
        samples: snapshot.buckets
          .filter((bucket) => bucket.runsOutAt !== null)
          .map((bucket): [string, number] => [
            labels({ bucket: bucket.bucket }),
            Math.floor((bucket.runsOutAt ?? 0) / 1000),
          ]),
      },
      {
        name: 'stillframe_youtube_quota_resets_timestamp_seconds',
        type: 'gauge',
        help: 'When the quota resets (midnight Pacific), Unix seconds.',
        samples: [['', Math.floor(snapshot.resetsAt / 1000)]],
      },
      {
        name: 'stillframe_youtube_quota_daily_limit_units',
        type: 'gauge',
        help: 'Daily quota per bucket, from the configured cost table.',
        samples: perBucket((bucket) => bucket.limit),
      },
      {
        name: 'stillframe_youtube_quota_exhausted',
        type: 'gauge',
        help: '1 while no call goes upstream on the bucket (its limit reached, or YouTube said it is spent) until midnight Pacific.',
        samples: perBucket((bucket) => (bucket.exhausted ? 1 : 0)),
      },
      {
        name: 'stillframe_youtube_calls_today',
        type: 'gauge',
        help: 'YouTube Data API calls made today (Pacific day) per method, all replicas.',
        samples: Object.entries(snapshot.calls).map(([method, calls]) => [labels({ method, ...day }), calls]),
      },
      {
        name: 'stillframe_catalog_upstream_calls_total',
        type: 'counter',
        help: 'Upstream calls by this process, by outcome.',
        samples: this.metrics.series('upstream_calls'),
      },
      {
        name: 'stillframe_catalog_cache_lookups_total',
        type: 'counter',
        help: 'Cache lookups by this process: fresh, stale or miss.',
        samples: this.metrics.series('cache_lookups'),
      },
      {
        name: 'stillframe_catalog_answer_lookups_total',
        type: 'counter',
        help: 'Lookups of finished answers (search, video details) by this process: hit (sent as stored) or miss (built).',
        samples: this.metrics.series('answer_lookups'),
      },
      {
        name: 'stillframe_catalog_merged_requests_total',
        type: 'counter',
        help: "Requests answered by another request's upstream call.",
        samples: this.metrics.series('merged_requests'),
      },
      {
        name: 'stillframe_catalog_stale_served_total',
        type: 'counter',
        help: 'Stale answers served because upstream could not answer.',
        samples: this.metrics.series('stale_served'),
      },
      {
        name: 'stillframe_catalog_redis_up',
        type: 'gauge',
        help: '1 when Redis answers; without it the catalog serves uncached.',
        samples: [['', redisUp ? 1 : 0]],
      },
    ];
    return `${families.map(renderFamily).join('\n')}\n`;
  }
}

function renderFamily(family: Family): string {
  const lines = [`# HELP ${family.name} ${family.help}`, `# TYPE ${family.name} ${family.type}`];
  for (const [rendered, value] of family.samples) lines.push(`${family.name}${rendered} ${value}`);
  return lines.join('\n');
}
