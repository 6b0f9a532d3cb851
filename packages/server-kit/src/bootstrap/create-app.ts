import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { MicroserviceOptions } from '@nestjs/microservices';
import express, { type NextFunction, type Request, type Response } from 'express';
import { IdentityGuard } from '../identity/caller.js';
import { broadcastTransport } from '../broadcast/broadcast-transport.js';
import { ErrorFilter, sendError } from '../http/error.filter.js';
import { requestLogger } from '../logging/request-logger.middleware.js';
import { NestPinoLogger } from '../logging/nest-logger.js';
import type { Logger } from '../logging/logger.js';

export type RequestWithRawBody = Request & { rawBody?: Buffer };

export interface AppOptions {
  logger: Logger;
  /**
   * JSON body limit, e.g. '100kb'; larger bodies answer 413. `false`: no body parser at all, the app
   * reads bodies itself (the gateway, with each route's own limit, after its checks).
   */
  bodyLimit?: string | false;
  /** Verify the gateway's identity token on every route but /health (services); the gateway itself does not. */
  identitySecret?: string;
  /** Listen to broadcasts over the Redis transport (`@EventPattern` handlers). */
  broadcastRedisUrl?: string;
  /** Express middleware that runs before anything else (the gateway's request-id and cookie handling). */
  before?: Array<(req: Request, res: Response, next: NextFunction) => void>;
}

/** Creates a Nest app with Stillframe's common HTTP behaviour: JSON limits, error body, logging, identity. */
export async function createApp(module: unknown, options: AppOptions): Promise<INestApplication> {
  const app = await NestFactory.create(module as never, {
    bodyParser: false,
    logger: new NestPinoLogger(options.logger),
  });
  for (const middleware of options.before ?? []) app.use(middleware);
  app.use(requestLogger(options.logger));
  if (options.bodyLimit !== false) {
    app.use(
      express.json({
        limit: options.bodyLimit ?? '100kb',
        // Kept for signature checks over the exact bytes (Stripe webhooks).
        verify: (req, _res, buffer) => {
          (req as RequestWithRawBody).rawBody = buffer;
        },
      }),
    );
  }
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!error) return next();
    sendError(res, error, options.logger);
  });
  app.useGlobalFilters(new ErrorFilter(options.logger));
  if (options.identitySecret) app.useGlobalGuards(new IdentityGuard(options.identitySecret));
  app.enableShutdownHooks();
  if (options.broadcastRedisUrl) {
    app.connectMicroservice<MicroserviceOptions>(broadcastTransport(options.broadcastRedisUrl));
    await app.startAllMicroservices();
  }
  return app;
}

/** Listens and logs the address; port 0 picks a free port (tests). */
export async function listen(
  app: INestApplication,
  port: number,
  host: string,
  logger: Logger,
): Promise<string> {
  await app.listen(port, host);
  const url = await app.getUrl();
  logger.info({ url }, 'listening');
  return url.replace('[::1]', '127.0.0.1');
}
