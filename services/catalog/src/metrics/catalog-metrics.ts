import { Injectable } from '@nestjs/common';

export type CacheResult = 'fresh' | 'stale' | 'miss';

/** Counters of this process since it started; the quota ledger in Redis holds the day's totals across replicas. */
@Injectable()
export class CatalogMetrics {
  private readonly counters = new Map<string, Map<string, number>>();

  cacheLookup(kind: string, result: CacheResult, count = 1): void {
    this.add('cache_lookups', { kind, result }, count);
  }

  /** A lookup of a finished answer (the bytes sent): a hit is sent as stored, a miss is built. */
  answerLookup(kind: string, result: 'hit' | 'miss'): void {
    this.add('answer_lookups', { kind, result }, 1);
  }

  /** A request answered by another request's upstream call (same process or another replica). */
  merged(kind: string): void {
    this.add('merged_requests', { kind }, 1);
  }

  upstreamCall(upstream: string, method: string, outcome: string): void {
    this.add('upstream_calls', { upstream, method, outcome }, 1);
  }

  staleServed(kind: string): void {
    this.add('stale_served', { kind }, 1);
  }

  /** Every series of one counter, labels rendered in Prometheus form (`{kind="search",result="fresh"}`). */
  series(
    name: 'cache_lookups' | 'answer_lookups' | 'merged_requests' | 'upstream_calls' | 'stale_served',
  ): Array<[string, number]> {
    return [...(this.counters.get(name) ?? new Map<string, number>()).entries()];
  }

  private add(name: string, labels: Record<string, string>, count: number): void {
    const series = this.counters.get(name) ?? new Map<string, number>();
    const rendered = renderLabels(labels);
    series.set(rendered, (series.get(rendered) ?? 0) + count);
    this.counters.set(name, series);
  }
}

/** Label sets are few and repeat on every request: each is rendered once. */
const renderedLabels = new Map<string, string>();
const MAX_RENDERED = 10_000;

function renderLabels(labels: Record<string, string>): string {
  const key = Object.entries(labels).flat().join('\u0000');
  let rendered = renderedLabels.get(key);
  if (rendered === undefined) {
    rendered = `{${Object.entries(labels)
      .map(([label, value]) => `${label}="${escapeLabel(value)}"`)
      .join(',')}}`;
    if (renderedLabels.size < MAX_RENDERED) renderedLabels.set(key, rendered);
  }
  return rendered;
}

export function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
