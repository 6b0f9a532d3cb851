import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IdentityGuard } from '../identity/caller.js';
import { broadcastTransport } from '../broadcast/broadcast-transport.js';
import type { RedisTarget } from '../redis/redis-target.js';
import { ErrorFilter, sendError } from '../http/error.filter.js';
import { acceptJsonBodies, leaveBodiesUnread } from '../http/json-body.js';
import { refuseUnreadQueries } from '../http/unread-queries.js';
import { logRequests } from '../logging/request-logger.js';
import { addAnswerLanes, type AnswerLanesProvider } from '../answer-lane/answer-lane.js';
import { NestPinoLogger } from '../logging/nest-logger.js';
import {
  clientErrorHandler,
  cutLateRequests,
  cutStalledBodies,
  deadlineCheckInterval,
  requestTimeoutsFromEnv,
  type RequestTimeouts,
} from './request-timeouts.js';
import type { Logger } from '../logging/logger.js';
import { trustProxySetting } from './trusted-proxies.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { withMetrics } from '../metrics/metrics-module.js';
import { measureRoutes } from '../metrics/route-metrics.js';
import { serveMetrics } from '../metrics/metrics-server.js';
import { traceRequests } from '../tracing/tracing.js';

export type App = NestFastifyApplication;
export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;
/** A step run on every request before routing (the gateway's request id and security headers). */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

export interface AppOptions {
  logger: Logger;
  /**
   * JSON body limit in bytes (default 100 KB); larger bodies answer 413. `false`: no body is read at
   * all, the app reads bodies itself (the gateway, with each route's own limit, after its checks).
   */
  bodyLimit?: number | false;
  /** Verify the gateway's identity token on every route but /health (services); the gateway itself does not. */
  identitySecret?: string;
  /** Listen to broadcasts over the Redis transport (`@EventPattern` handlers). */
  broadcastRedis?: RedisTarget;
  /** Proxies in front whose X-Forwarded-For / -Proto are believed (the gateway behind an ingress), by count. */
  trustProxyHops?: number;
  /** The same by network (addresses and CIDRs), instead of a count: see `trustProxySetting`. */
  trustedProxies?: readonly string[];
  /** Steps that run before anything else, in order. */
  before?: RequestStep[];
  /**
   * A provider of the module whose `lanes` answer stored answers ahead of Nest, reading them through
   * its read-only `answers` handle (needs `identitySecret`).
   */
  answerLanes?: abstract new (...args: never[]) => AnswerLanesProvider;
  /** How long a request may take to arrive; from REQUEST_TIMEOUT_MS and REQUEST_BODY_IDLE_MS when unset. */
  timeouts?: RequestTimeouts;
  /** The app's metrics (injectable as `AppMetrics` in every module); a new registry when unset. */
  metrics?: AppMetrics;
}

export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

/** Creates a Nest app on Fastify with Stillframe's common HTTP behaviour: JSON limits, error body, logging, identity. */
export async function createApp(module: unknown, options: AppOptions): Promise<NestFastifyApplication> {
  const timeouts = options.timeouts ?? requestTimeoutsFromEnv();
  const adapter = new FastifyAdapter({
    trustProxy: trustProxySetting(options.trustProxyHops ?? 0, options.trustedProxies ?? []),
    // Long parameters (50 comma-separated video ids) reach the route's schema, which names what is
    // wrong; `/api/notes/` is `/api/notes`, as the gateway's route table has it.
    routerOptions: { maxParamLength: 16 * 1024, ignoreTrailingSlash: true },
    // A request must arrive whole within its deadline (408, then the connection is closed); Node
    // checks the deadlines of the requests under way at an interval of its own.
    requestTimeout: timeouts.totalMs,
    http: { connectionsCheckingInterval: deadlineCheckInterval(timeouts.totalMs) },
    clientErrorHandler: clientErrorHandler(options.logger),
    // What the router refuses before any handler (a path that does not decode) gets the one error body too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply, error, options.logger),
  });
  const metrics = options.metrics ?? new AppMetrics();
  const app = await NestFactory.create<NestFastifyApplication>(withMetrics(module, metrics), adapter, {
    bodyParser: false,
    logger: new NestPinoLogger(options.logger),
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  // Nothing at all unless tracing was started (OTEL_EXPORTER_OTLP_ENDPOINT); first, so that every
  // other hook runs in the request's span. A service continues the gateway's trace, the gateway none.
  traceRequests(fastify, { trustIncomingContext: Boolean(options.identitySecret) });
  for (const step of options.before ?? [])
    fastify.addHook('onRequest', (request, reply, done) => {
      const pending = step(request, reply);
      if (pending) pending.then(() => done(), done);
      else done();
    });
  cutLateRequests(fastify, timeouts.totalMs);
  logRequests(fastify, options.logger);
  measureRoutes(fastify, metrics);
  if (options.bodyLimit === false) leaveBodiesUnread(fastify);
  else {
    acceptJsonBodies(fastify, options.bodyLimit ?? DEFAULT_BODY_LIMIT_BYTES);
    cutStalledBodies(fastify, timeouts.bodyIdleMs);
  }
  app.useGlobalFilters(new ErrorFilter(options.logger));
  if (options.identitySecret) {
    app.useGlobalGuards(new IdentityGuard(options.identitySecret));
    // A service's own routes are the contracts'; the gateway, which checks the same before it
    // forwards, serves all of /api through one catch-all.
    refuseUnreadQueries(fastify, options.logger);
    if (options.answerLanes) addAnswerLanes(fastify, options.identitySecret, app.get(options.answerLanes));
  }
  app.enableShutdownHooks();
  if (options.broadcastRedis) {
    app.connectMicroservice<MicroserviceOptions>(broadcastTransport(options.broadcastRedis));
    await app.startAllMicroservices();
  }
  return app;
}

/** Initialises the app and its Fastify instance, so that `getHttpServer()` can serve (supertest). */
export async function readyApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Where an app listens: its API, and its metrics on a port of their own (BaseServerEnv). */
export interface ListenConfig {
  PORT: number;
  HOST: string;
  METRICS_PORT: number;
  METRICS_HOST?: string | undefined;
}

/** Listens, serves the metrics port, and logs both addresses; port 0 picks a free port. */
export async function listen(
  app: NestFastifyApplication,
  config: ListenConfig,
  logger: Logger,
): Promise<string> {
  await app.listen(config.PORT, config.HOST);
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const metrics = await serveMetrics(app, config.METRICS_PORT, config.METRICS_HOST ?? config.HOST, logger);
  app.getHttpServer().once('close', () => void metrics.close());
  logger.info({ url }, 'listening');
  return url;
}
