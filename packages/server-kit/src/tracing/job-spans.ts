import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';

/** A consumer span per queue job, the root of a trace of its own: what the job does is under it. */
export async function runJob<T>(
  tracer: Tracer,
  queue: string,
  jobId: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const attributes = {
    'messaging.system': 'bullmq',
    'messaging.operation.type': 'process',
    'messaging.destination.name': queue,
    ...(jobId === undefined ? {} : { 'messaging.message.id': jobId }),
  };
  const span = tracer.startSpan(`process ${queue}`, { kind: SpanKind.CONSUMER, attributes }, ROOT_CONTEXT);
  try {
    return await context.with(trace.setSpan(ROOT_CONTEXT, span), work);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : '' });
    throw error;
  } finally {
    span.end();
  }
}
