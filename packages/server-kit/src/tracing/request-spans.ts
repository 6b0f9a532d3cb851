import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InternalHeader } from '@stillframe/contracts';
import { routeOf } from '../metrics/route-metrics.js';

const TRACED = Symbol('stillframe.traced');
type Traced = FastifyRequest & { [TRACED]?: { span: Span; context: Context } };

/** Probes come every few seconds from every kubelet: a trace each would bury the users' requests. */
const UNTRACED_ROUTES = new Set(['health.live', 'health.ready']);

/**
 * A server span per request, from its first hook to its answer, named by its route (`routeOf`, as the
 * metrics count it) and carrying the request id. Work done for the request runs in the span's context:
 * from the first hook on, and again from `preHandler`, since a body arrives through the socket's events,
 * outside it. A service continues the trace the gateway sent (`traceparent`); the gateway starts every
 * trace itself, as it makes every request id: a caller cannot join a trace or force one sampled.
 */
export function addRequestSpans(
  fastify: FastifyInstance,
  tracer: Tracer,
  { trustIncomingContext }: { trustIncomingContext: boolean },
): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = routeOf(request);
    if (UNTRACED_ROUTES.has(route)) return done();
    const parent = trustIncomingContext ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
    const span = tracer.startSpan(
      route,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
      parent,
    );
    const active = trace.setSpan(parent, span);
    (request as Traced)[TRACED] = { span, context: active };
    context.with(active, done);
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const traced = (request as Traced)[TRACED];
    if (traced) context.with(traced.context, done);
    else done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    endRequestSpan(request, reply.statusCode);
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    endRequestSpan(request, undefined);
    done();
  });
}

function endRequestSpan(request: FastifyRequest, status: number | undefined): void {
  const traced = (request as Traced)[TRACED];
  if (!traced) return;
  delete (request as Traced)[TRACED];
  const { span } = traced;
  // The gateway's catch-all knows its contract route only once it has matched it (`markRoute`).
  const route = routeOf(request);
  const requestId = request.headers[InternalHeader.requestId];
  span.updateName(route);
  span.setAttributes({
    'stillframe.route': route,
    ...(typeof requestId === 'string' ? { 'stillframe.request_id': requestId } : {}),
    ...(status === undefined ? { 'stillframe.aborted': true } : { 'http.response.status_code': status }),
  });
  if (status !== undefined && status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
