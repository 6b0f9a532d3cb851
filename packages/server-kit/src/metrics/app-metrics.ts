import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; a request or call past 10 s has already failed its caller. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const statusClass = (status: number): string => `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx`;

/** Lookups of one cache since the process started, as its own counters keep them. */
export type CacheCounts = Record<'hit' | 'miss', number>;

/**
 * One process's metrics (docs/observability.md): requests per contract route, upstream calls, caches,
 * queues and Node's own, in a registry of its own (tests run several apps in one process). Served on
 * the metrics port only (metrics-server.ts).
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status_class'>;
  private readonly latency: Histogram<'route'>;
  private readonly upstreamCalls: Counter<'upstream' | 'method' | 'outcome'>;
  private readonly upstreamLatency: Histogram<'upstream' | 'method'>;
  private readonly cacheLookups: Counter<'cache' | 'result'>;
  private readonly cacheCounts = new Map<string, () => CacheCounts>();
  // The hot path labels the same few series on every request: each child is looked up once.
  private readonly requestSeries = new Map<string, { count: Counter; latency: Histogram }>();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'stillframe_http_requests_total',
      help: "Requests answered, by the contract route's id (or the path pattern of a route outside the contracts), method and status class.",
      labelNames: ['route', 'method', 'status_class'],
      registers,
    });
    this.latency = new Histogram({
      name: 'stillframe_http_request_duration_seconds',
      help: 'Time from the request arriving to its answer sent, by route.',
      labelNames: ['route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.upstreamCalls = new Counter({
      name: 'stillframe_upstream_calls_total',
      help: 'Calls to another service or an upstream API, by upstream, method and outcome.',
      labelNames: ['upstream', 'method', 'outcome'],
      registers,
    });
    this.upstreamLatency = new Histogram({
      name: 'stillframe_upstream_call_duration_seconds',
      help: 'Time an upstream call took, by upstream and method (calls refused before leaving are not timed).',
      labelNames: ['upstream', 'method'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    const counts = this.cacheCounts;
    this.cacheLookups = new Counter({
      name: 'stillframe_cache_lookups_total',
      help: "Lookups of this process's caches by result (hit or miss): the hit ratio is hit / (hit + miss).",
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [cache, read] of counts) {
          const { hit, miss } = read();
          this.inc({ cache, result: 'hit' }, hit);
          this.inc({ cache, result: 'miss' }, miss);
        }
      },
    });
  }

  /** One answered request; `route` is a contract route's id or, outside the contracts, a path pattern. */
  request(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      series = {
        count: this.requests.labels(route, method, statusClass(status)) as unknown as Counter,
        latency: this.latency.labels(route) as unknown as Histogram,
      };
      this.requestSeries.set(key, series);
    }
    series.count.inc();
    series.latency.observe(seconds);
  }

  /** One call to another service or an upstream API, by outcome (`ok`, an error kind, `skipped_<reason>`). */
  upstreamCall(upstream: string, method: string, outcome: string, count = 1): void {
    this.upstreamCalls.inc({ upstream, method, outcome }, count);
  }

  /** How long one call that left took, whatever its outcome. */
  upstreamTime(upstream: string, method: string, seconds: number): void {
    this.upstreamLatency.observe({ upstream, method }, seconds);
  }

  /** Counts and times `call`: `ok` when it resolves, `outcomeOf(error)` (default `failed`) when it throws. */
  async timeUpstream<T>(
    upstream: string,
    method: string,
    call: () => Promise<T>,
    outcomeOf: (error: unknown) => string = () => 'failed',
  ): Promise<T> {
    const started = performance.now();
    let outcome = 'ok';
    try {
      return await call();
    } catch (error) {
      outcome = outcomeOf(error);
      throw error;
    } finally {
      this.upstreamCall(upstream, method, outcome);
      this.upstreamTime(upstream, method, (performance.now() - started) / 1000);
    }
  }

  /** A cache whose own counters are read at each scrape (no work on the lookup's path). */
  countCache(cache: string, read: () => CacheCounts): void {
    this.cacheCounts.set(cache, read);
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** A gauge read at each scrape (`collect` may ask Redis or Postgres). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect?: (gauge: Gauge<L>) => void | Promise<void>,
  ): Gauge<L> {
    return new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      ...(collect
        ? {
            async collect(this: Gauge<L>) {
              // What cannot be read now (Redis or Postgres down) is left out, not the whole scrape.
              try {
                await collect(this);
              } catch {
                this.reset();
              }
            },
          }
        : {}),
    });
  }

  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[] = LATENCY_BUCKETS,
  ): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** The Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
