import type { Socket } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, type ErrorBody } from '@stillframe/contracts';
import { loadConfig } from '../config/load-config.js';
import { AppException } from '../http/app-exception.js';
import type { Logger } from '../logging/logger.js';

/**
 * How long a request may take to arrive: a client that stalls cannot hold a socket, a parser and its
 * buffers for ever (docs/decisions/0030-requests-cannot-hold-the-server.md). 0 turns a limit off.
 */
export const RequestTimeoutsEnv = z.object({
  /** The whole request, headers and body, from its first byte: 408 past it, and the connection is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /** A body that sends no byte for this long: 408, and the connection is closed. */
  REQUEST_BODY_IDLE_MS: z.coerce.number().int().min(0).default(30_000),
});

export interface RequestTimeouts {
  totalMs: number;
  bodyIdleMs: number;
}

/** Every app's limits, from its environment (the gateway passes its own validated configuration). */
export function requestTimeoutsFromEnv(env: NodeJS.ProcessEnv = process.env): RequestTimeouts {
  const config = loadConfig(RequestTimeoutsEnv, env, 'server');
  return { totalMs: config.REQUEST_TIMEOUT_MS, bodyIdleMs: config.REQUEST_BODY_IDLE_MS };
}

/** Node checks its request deadline this often; a tenth of the limit, within 0.1 s and 5 s. */
export const deadlineCheckInterval = (totalMs: number): number =>
  Math.min(5000, Math.max(100, Math.round(totalMs / 10)));

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** The 408 of a body that stopped arriving; the connection is closed after the answer. */
export const bodyStalled = (idleMs: number): AppException =>
  new AppException(
    ErrorCode.requestTimeout,
    `The request body stopped arriving (nothing for ${seconds(idleMs)})`,
    undefined,
    { connection: 'close' },
  );

/**
 * Passes the body on, and ends it with a 408 when no byte came for `idleMs`. For bodies the framework
 * reads (the services'); the gateway times its own reads.
 */
export function cutStalledBodies(fastify: FastifyInstance, idleMs: number): void {
  if (idleMs <= 0) return;
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const headers = request.headers;
    const hasBody = Number(headers['content-length']) > 0 || headers['transfer-encoding'] !== undefined;
    if (!hasBody) return done(null, payload);
    const guarded = new PassThrough();
    // A body nobody reads (a content type the app leaves unread) must not throw when it is cut.
    guarded.on('error', () => undefined);
    let timer = setTimeout(() => stall(), idleMs);
    const stall = () => {
      payload.unpipe(guarded);
      guarded.destroy(bodyStalled(idleMs));
    };
    const stop = () => clearTimeout(timer);
    payload.on('data', () => {
      clearTimeout(timer);
      timer = setTimeout(stall, idleMs);
    });
    payload.once('end', stop);
    payload.once('close', stop);
    guarded.once('close', stop);
    (payload as Readable).pipe(guarded);
    done(null, guarded);
  });
}

/**
 * The whole request must have arrived `totalMs` after it began: Node's own deadline (`requestTimeout`)
 * covers the headers but not a body trickling in a byte at a time. Past it, a request still arriving is
 * answered 408 (or, when an answer is already under way, its connection is closed). The timer goes
 * with the answer once the request arrived whole or its socket is gone.
 */
export function cutLateRequests(fastify: FastifyInstance, totalMs: number): void {
  if (totalMs <= 0) return;
  fastify.addHook('onRequest', (request, reply, done) => {
    const req = request.raw;
    const res = reply.raw;
    const timer = setTimeout(() => {
      if (req.complete || req.socket.destroyed) return;
      if (res.headersSent) return void req.socket.destroy();
      const body = JSON.stringify(requestLate(totalMs).toBody());
      res.once('finish', () => req.socket.destroy());
      res.writeHead(408, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      res.end(body);
    }, totalMs);
    res.once('close', () => {
      if (req.complete || req.socket.destroyed) clearTimeout(timer);
    });
    done();
  });
}

const requestLate = (totalMs: number): AppException =>
  new AppException(ErrorCode.requestTimeout, `The request did not arrive within ${seconds(totalMs)}`);

const RAW_ANSWERS: Record<string, [number, string, ErrorBody['code'], string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    ErrorCode.requestTimeout,
    'The request did not arrive in time',
  ],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    ErrorCode.validationFailed,
    'The request headers are too large',
  ],
};

/**
 * What Node reports before a request reaches the app (a request past its deadline, headers too large,
 * bytes that are not HTTP): answered with the API's error body when nothing was answered yet on the
 * socket, which is then closed.
 */
export function clientErrorHandler(logger: Logger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, phrase, code, message] = RAW_ANSWERS[error.code ?? ''] ?? [
      400,
      'Bad Request',
      ErrorCode.validationFailed,
      'The request is not valid HTTP',
    ];
    if (status === 408) logger.info({ remote: socket.remoteAddress }, 'request timed out');
    // A response under way on this socket (an answer sent before the body was read) is not interrupted by a second one.
    const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (socket.writable && !started) {
      const body = JSON.stringify({ statusCode: status, code, message } satisfies ErrorBody);
      socket.write(
        `HTTP/1.1 ${status} ${phrase}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
