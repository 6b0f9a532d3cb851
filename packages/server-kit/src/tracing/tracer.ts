import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { PrismaInstrumentation } from '@prisma/instrumentation';
import { addRequestSpans } from './request-spans.js';
import { urlAttributes } from './url-attributes.js';
import { traceRedisCommands } from './redis-spans.js';
import { tracedPool } from './pool-spans.js';
import { runJob } from './job-spans.js';
import { recordUpstreamAnswer } from './upstream-spans.js';
import { RequestsOnlySampler, samplerFromEnv } from './sampler.js';
import type { Tracing } from './tracing.js';

/**
 * The SDK, loaded by `startTracing` only when an endpoint is configured. Spans leave in batches over
 * OTLP/HTTP (JSON) to `OTEL_EXPORTER_OTLP_ENDPOINT` (+ `/v1/traces`); the exporter, the batch
 * processor and the resource read their standard `OTEL_*` variables themselves.
 */
export function startTracer(service: string): Tracing {
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the app's own name.
    resource: resourceFromAttributes({ 'service.name': service }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    sampler: new RequestsOnlySampler(samplerFromEnv()),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // W3C trace context (and baggage), with AsyncLocalStorage carrying the active span.
  provider.register();
  const tracer = provider.getTracer('stillframe');
  // undici publishes every request on diagnostics channels: a client span for each call of the
  // gateway's ServiceClient and the catalog's UpstreamHttp, and `traceparent` added to its headers.
  new UndiciInstrumentation({ requireParentforSpans: true, startSpanHook: urlAttributes });
  // Prisma's client reads a global tracing helper at each query: `prisma:client:operation` spans
  // and, under them, one `prisma:client:db_query` per SQL statement (`db.query.text`, no values).
  new PrismaInstrumentation({ ignoreSpanTypes: ['prisma:client:serialize'] });
  traceRedisCommands(tracer);
  return {
    traceRequests: (fastify, options) => {
      addRequestSpans(fastify, tracer, options);
      // What an app closing on SIGTERM still had to send.
      fastify.addHook('onClose', (_instance, done) => {
        provider.forceFlush().then(() => done(), done);
      });
    },
    traceJob: (queue, jobId, work) => runJob(tracer, queue, jobId, work),
    tracePool: (pool) => tracedPool(pool, tracer),
    traceUpstreamAnswer: (answer) => recordUpstreamAnswer(tracer, answer),
    flush: () => provider.forceFlush(),
  };
}
