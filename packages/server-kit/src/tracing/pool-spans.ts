import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import type { QueryPool } from './tracing.js';

const textOf = (query: unknown): string | undefined =>
  typeof query === 'string'
    ? query
    : typeof (query as { text?: unknown } | null)?.text === 'string'
      ? (query as { text: string }).text
      : undefined;

/**
 * The pool seen through a proxy whose `query` makes a client span of each query of a request or job
 * (`db.query.text`: the SQL with its parameter markers (`$1`, `$2`), never the bound values). Everything else is the pool's
 * own, called on the pool itself. A query with a callback is sent untimed.
 */
export function tracedPool<P extends QueryPool>(pool: P, tracer: Tracer): P {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const traced = (...args: unknown[]) => {
    const parent = context.active();
    if (!trace.getSpan(parent)?.isRecording() || typeof args.at(-1) === 'function') return query(...args);
    const text = textOf(args[0]);
    const operation = text?.trim().split(/\s/, 1)[0]?.toUpperCase() || 'QUERY';
    const span = tracer.startSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          ...(text === undefined ? {} : { 'db.query.text': text }),
        },
      },
      parent,
    );
    return (query(...args) as Promise<unknown>).then(
      (result) => {
        span.end();
        return result;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : '' });
        span.end();
        throw error;
      },
    );
  };
  return new Proxy(pool, {
    get(target, key) {
      if (key === 'query') return traced;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
