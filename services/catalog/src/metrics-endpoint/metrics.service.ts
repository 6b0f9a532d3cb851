import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { redisAnswers } from '../cache/redis-guard.js';
import { QuotaLedgerService } from '../quota/quota-ledger.service.js';
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
    const families: Family[] = [
      {
        name: 'stillframe_youtube_quota_units_used_today',
        type: 'gauge',
        help: 'YouTube quota units spent today (Pacific day) per quota bucket, all replicas.',
        samples: Object.entries(snapshot.units).map(([bucket, units]) => [labels({ bucket, ...day }), units]),
      },
      {
        name: 'stillframe_youtube_quota_anonymous_units_used_today',
        type: 'gauge',
        help: 'Of the units spent today, those spent for anonymous callers, per quota bucket, all replicas.',
        samples: Object.entries(snapshot.anonymousUnits).map(([bucket, units]) => [
          labels({ bucket, ...day }),
          units,
        ]),
      },
      {
        name: 'stillframe_youtube_quota_anonymous_share_units',
        type: 'gauge',
        help: 'Units per bucket and day anonymous callers may spend; signed-in users keep the rest.',
        samples: Object.entries(snapshot.anonymousShares).map(([bucket, units]) => [
          labels({ bucket }),
          units,
        ]),
      },
      {
        name: 'stillframe_youtube_quota_daily_limit_units',
        type: 'gauge',
        help: 'Daily quota per bucket, from the configured cost table.',
        samples: Object.entries(snapshot.limits).map(([bucket, limit]) => [labels({ bucket }), limit]),
      },
      {
        name: 'stillframe_youtube_quota_exhausted',
        type: 'gauge',
        help: '1 while YouTube has declared the bucket spent (no upstream calls until midnight Pacific).',
        samples: Object.entries(snapshot.exhausted).map(([bucket, spent]) => [
          labels({ bucket }),
          spent ? 1 : 0,
        ]),
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
