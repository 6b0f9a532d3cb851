import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request whose JSON body was parsed here, with the exact bytes kept for signature checks (Stripe webhooks). */
export type RequestWithRawBody = FastifyRequest & { rawBody?: Buffer };

/** Shaped like body-parser's errors, so that the error filter names them as it always has. */
const parserError = (message: string, status: number, fields: Record<string, string>): Error =>
  Object.assign(new Error(message), { status, ...fields });

const invalidJson = () => parserError('invalid JSON', 400, { type: 'entity.parse.failed' });
const STRICT_START = /^[ \t\n\r]*[[{]/;

/**
 * JSON bodies up to `limit` bytes, as UTF-8 and without a content encoding; an empty body is no body.
 * Any other content type is left unread (the route's schema then names what is missing), as the
 * contracts accept JSON only.
 */
export function acceptJsonBodies(fastify: FastifyInstance, limit: number): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: limit },
    (request: RequestWithRawBody, body: Buffer, done) => {
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
      if (charset && !/^utf-?8$/i.test(charset))
        return done(parserError('unsupported charset', 415, { type: 'charset.unsupported', charset }));
      const encoding = request.headers['content-encoding'];
      if (encoding && !/^identity$/i.test(encoding.trim()))
        return done(parserError('unsupported encoding', 415, { type: 'encoding.unsupported', encoding }));
      if (body.length === 0) return done(null, undefined);
      request.rawBody = body;
      const text = body.toString('utf8');
      // A body is an object or an array: a bare string, number or null is refused as not JSON.
      if (!STRICT_START.test(text)) return done(invalidJson());
      try {
        done(null, JSON.parse(text));
      } catch {
        done(invalidJson());
      }
    },
  );
  leaveOthersUnread(fastify);
}

/** No body is read by the framework: the app reads the raw stream itself, when and as far as it decides. */
export function leaveBodiesUnread(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  leaveOthersUnread(fastify);
}

/** Node drops what is left of an unread body once the answer is sent. */
const leaveOthersUnread = (fastify: FastifyInstance): void =>
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
