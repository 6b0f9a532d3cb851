import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allRoutes, internalPaths } from '@stillframe/contracts';
import type { AppMetrics } from './app-metrics.js';

/** A contract route's id by method and path pattern, as the services register them (`GET /api/notes/:id`). */
const CONTRACT_IDS = new Map<string, string>([
  ...allRoutes.map((route): [string, string] => [`${route.method} ${route.path}`, route.id]),
  [`GET ${internalPaths.entitlement}`, 'internal.entitlement'],
  [`GET ${internalPaths.live}`, 'health.live'],
  [`GET ${internalPaths.ready}`, 'health.ready'],
]);

const MARKED = Symbol('stillframe.metricsRoute');
type Marked = FastifyRequest & { [MARKED]?: string };

/**
 * Names the route of a request that no route of its own answers (the gateway's one `/api/*`
 * catch-all, once it has matched the contract route).
 */
export function markRoute(request: FastifyRequest, routeId: string): void {
  (request as Marked)[MARKED] = routeId;
}

/**
 * A request's route: the contract route's id, never the raw path (ids and queries would make a
 * series per video); outside the contracts the router's path pattern (`/*` for the web build), and
 * `unmatched` for a path no route has. Metrics count by it and traces name their server spans by it.
 */
export function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return (
    (request as Marked)[MARKED] ??
    (pattern === undefined ? 'unmatched' : (CONTRACT_IDS.get(`${request.method} ${pattern}`) ?? pattern))
  );
}

/** Counts and times every answered request by route (`routeOf`). */
export function measureRoutes(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.request(routeOf(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
