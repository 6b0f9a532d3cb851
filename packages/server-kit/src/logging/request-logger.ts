import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { InternalHeader } from '@stillframe/contracts';
import type { Logger } from './logger.js';

const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Logs one line per request with its id; the id comes from the gateway, or is made here for direct calls. */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const incoming = request.headers[InternalHeader.requestId];
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    request.raw.headers[InternalHeader.requestId] = requestId;
    // On the Node response, so that answers sent past Fastify (streams, static files) carry it too.
    reply.raw.setHeader(InternalHeader.requestId, requestId);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/health'))
      logger.info(
        {
          requestId: request.headers[InternalHeader.requestId],
          method: request.method,
          path,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    done();
  });
}
