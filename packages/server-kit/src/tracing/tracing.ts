import type { FastifyInstance } from 'fastify';

/** An answer an upstream gave, timed by its own client (Stripe's `response` event), in epoch milliseconds. */
export interface UpstreamAnswer {
  upstream: string;
  method: string;
  /** The path's pattern (object ids replaced): a span attribute, so never a secret or an id. */
  path: string;
  status: number;
  startMs: number;
  endMs: number;
}

/** What `tracePool` needs of a pg pool. */
export interface QueryPool {
  query: (...args: never[]) => unknown;
}

/** What tracing adds once started (`./tracer.ts`, loaded only then). */
export interface Tracing {
  /** A server span per request, named by its route, carrying the request id. */
  traceRequests(fastify: FastifyInstance, options: { trustIncomingContext: boolean }): void;
  /** A consumer span per queue job, the root of whatever the job does. */
  traceJob<T>(queue: string, jobId: string | undefined, work: () => Promise<T>): Promise<T>;
  /** The pool, with a client span per query made through it. */
  tracePool<P extends QueryPool>(pool: P): P;
  /** A client span for an upstream call whose client gives its timing but not its requests. */
  traceUpstreamAnswer(answer: UpstreamAnswer): void;
  /** Sends the spans still waiting (at shutdown). */
  flush(): Promise<void>;
}

let started: Tracing | null = null;

/**
 * Tracing is on where an OTLP endpoint is configured (the standard variables) and the SDK is not
 * disabled by `OTEL_SDK_DISABLED`.
 */
export const tracingConfigured = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
  env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';

/**
 * Starts OpenTelemetry tracing for this process when it is configured, before the app is built
 * (runAppProcess); `service` is the default of `OTEL_SERVICE_NAME`. Without an endpoint
 * nothing is loaded: no SDK module, no hook, no subscriber, so a request costs what it did before.
 * Nothing is patched either way: spans come from Fastify hooks added here, from the diagnostics
 * channels of undici and ioredis, and from Prisma's own tracing (docs/observability.md#traces).
 */
export async function startTracing(service: string): Promise<void> {
  if (started || !tracingConfigured()) return;
  const { startTracer } = await import('./tracer.js');
  started = startTracer(service);
}

/** Adds the request spans to an app's Fastify instance when tracing is on (`createApp`). */
export function traceRequests(fastify: FastifyInstance, options: { trustIncomingContext: boolean }): void {
  started?.traceRequests(fastify, options);
}

/** Runs a queue job, in a span of its own when tracing is on. */
export function traceJob<T>(queue: string, jobId: string | undefined, work: () => Promise<T>): Promise<T> {
  return started ? started.traceJob(queue, jobId, work) : work();
}

/**
 * A pg pool whose queries get a span each when tracing is on; the pool itself when it is off. For SQL
 * sent past Prisma (Prisma's own queries have their spans): give Prisma's adapter the pool itself.
 */
export function tracePool<P extends QueryPool>(pool: P): P {
  return started ? started.tracePool(pool) : pool;
}

/** Records an upstream's answer as a client span of the request under way, when tracing is on. */
export function traceUpstreamAnswer(answer: UpstreamAnswer): void {
  started?.traceUpstreamAnswer(answer);
}

/** Sends the spans still waiting; nothing to do when tracing is off. */
export async function flushTraces(): Promise<void> {
  await started?.flush();
}
