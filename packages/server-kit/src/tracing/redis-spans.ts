import { tracingChannel } from 'node:diagnostics_channel';
import { context, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';

/** What ioredis publishes on `ioredis:command` and `ioredis:batch` (its `tracing.js`). */
interface RedisCall {
  command?: string;
  batchMode?: string;
  batchSize?: number;
  database?: number;
  serverAddress?: string;
  serverPort?: number;
  error?: unknown;
}

/**
 * A client span per Redis command (and per MULTI) of a request or job, from ioredis' own tracing
 * channels: nothing of ioredis is patched, and with no subscriber ioredis skips the channel. A command
 * outside a trace (BullMQ's polling, the rate-limit broadcasts) gets none. Arguments are left out:
 * keys name sessions and devices.
 */
export function traceRedisCommands(tracer: Tracer): void {
  const spans = new WeakMap<object, Span>();
  const end = (call: RedisCall) => {
    const span = spans.get(call);
    if (!span) return;
    spans.delete(call);
    if (call.error !== undefined) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: call.error instanceof Error ? call.error.message : String(call.error),
      });
    }
    span.end();
  };
  const handlers = {
    start(message: unknown) {
      const call = message as RedisCall;
      const parent = context.active();
      if (!trace.getSpan(parent)?.isRecording()) return;
      const operation = (call.batchMode ?? call.command ?? 'unknown').toUpperCase();
      spans.set(
        call,
        tracer.startSpan(
          operation,
          {
            kind: SpanKind.CLIENT,
            attributes: {
              'db.system.name': 'redis',
              'db.operation.name': operation,
              ...(call.database === undefined ? {} : { 'db.namespace': String(call.database) }),
              ...(call.batchSize === undefined ? {} : { 'db.operation.batch.size': call.batchSize }),
              ...(call.serverAddress === undefined ? {} : { 'server.address': call.serverAddress }),
              ...(call.serverPort === undefined ? {} : { 'server.port': call.serverPort }),
            },
          },
          parent,
        ),
      );
    },
    // A command that threw before it was sent ends here; one that was sent, when its answer came.
    end(message: unknown) {
      if ((message as RedisCall).error !== undefined) end(message as RedisCall);
    },
    asyncStart() {},
    asyncEnd(message: unknown) {
      end(message as RedisCall);
    },
    error() {},
  };
  tracingChannel('ioredis:command').subscribe(handlers);
  tracingChannel('ioredis:batch').subscribe(handlers);
}
