import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { InternalHeader } from '@stillframe/contracts';
import type { Logger } from './logger.js';

const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;
/**
 * A path segment of 32 or more base64url characters is a secret (a share link's token, 43): such ids
 * are made to be unguessable, and a log line must not hand them to whoever reads the logs. A UUID (a
 * note's or user's id, 36 with dashes) is not a secret and stays readable. Percent-escapes count as
 * characters, so that an escaped token is no way around it.
 */
const SECRET_SEGMENT =
  /(?<=\/)(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\/|$))(?:[A-Za-z0-9_-]|%[0-9A-F]{2}){32,}(?=\/|$)/gi;

/** The path as it may be logged: secrets in it replaced (docs/decisions/0032-no-secret-in-logs.md). */
export const loggablePath = (path: string): string => path.replace(SECRET_SEGMENT, '[redacted]');

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
          path: loggablePath(path),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    done();
  });
}
