import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import type { UpstreamAnswer } from './tracing.js';

/**
 * A client span of the request or job under way for an answer an upstream's own client timed (Stripe's
 * `response` event, emitted in the caller's context), by the path's pattern; none outside a trace.
 */
export function recordUpstreamAnswer(tracer: Tracer, answer: UpstreamAnswer): void {
  const parent = context.active();
  if (!trace.getSpan(parent)?.isRecording()) return;
  const span = tracer.startSpan(
    `${answer.method} ${answer.path}`,
    {
      kind: SpanKind.CLIENT,
      startTime: answer.startMs,
      attributes: {
        'stillframe.upstream': answer.upstream,
        'http.request.method': answer.method,
        'url.template': answer.path,
        'http.response.status_code': answer.status,
      },
    },
    parent,
  );
  if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(answer.endMs);
}
