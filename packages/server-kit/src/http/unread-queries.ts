import type { FastifyInstance } from 'fastify';
import { allRoutes } from '@stillframe/contracts';
import { refuseAnyQuery } from './validation.js';
import { sendError } from './error.filter.js';
import type { Logger } from '../logging/logger.js';

/** The contract routes that take no query, by method and path as Fastify names the matched route. */
const withoutQuery = new Set(
  allRoutes.filter((route) => !route.query).map((route) => `${route.method} ${route.path}`),
);

/**
 * A service refuses a query on a contract route that declares none, as the gateway does: a call that
 * reaches a service directly gets the same 400 (a route with a query schema refuses unknown names in
 * `@ValidQuery`). Runs once the route is matched, before the handler.
 */
export function refuseUnreadQueries(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('preHandler', async (request, reply) => {
    if (!withoutQuery.has(`${request.method} ${request.routeOptions.url}`)) return;
    try {
      refuseAnyQuery(request.query);
    } catch (error) {
      sendError(reply, error, logger);
      return reply;
    }
  });
}
