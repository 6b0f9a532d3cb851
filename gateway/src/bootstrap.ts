import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { INestApplication } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { InternalHeader } from '@stillframe/contracts';
import { createApp, createLoggedRedis, createLogger, type Logger } from '@stillframe/server-kit';
import type { GatewayConfig } from './config/env.js';
import { GatewayModule } from './app.module.js';
import { serveWebApp } from './web/static-web.js';
import { securityHeaders } from './web/security-headers.js';

/** Builds the gateway app (used by main.ts and by the tests). */
export async function createGateway(
  config: GatewayConfig,
  logger: Logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<INestApplication> {
  // Commands issued in the same tick leave in one write: the rate limit and the session read share it.
  const redis = createLoggedRedis(config.REDIS_URL, 'gateway', logger, { enableAutoPipelining: true });
  const app = await createAppWithPreamble(config, logger, redis);
  const server = app.getHttpAdapter().getInstance() as Express;
  const swaggerDir = createRequire(import.meta.url)
    .resolve('swagger-ui-dist/package.json')
    .replace(/package\.json$/, '');
  server.use('/api/docs/assets', express.static(swaggerDir, { maxAge: '1d', index: false }));
  const servesWeb = serveWebApp(server, config.WEB_DIST);
  logger.info({ servesWeb }, 'gateway ready');
  app.enableShutdownHooks();
  return app;
}

async function createAppWithPreamble(
  config: GatewayConfig,
  logger: Logger,
  redis: ReturnType<typeof createLoggedRedis>,
) {
  // The request id is always made here: one from the browser is not trusted.
  const preamble = (req: Request, _res: Response, next: NextFunction) => {
    for (const name of Object.values(InternalHeader)) delete req.headers[name];
    req.headers[InternalHeader.requestId] = randomUUID();
    next();
  };
  const app = await createApp(GatewayModule.forRoot(config, redis), {
    logger,
    // No body parser: the proxy reads a body only after its checks, with the route's own limit.
    bodyLimit: false,
    broadcastRedisUrl: config.REDIS_URL,
    before: [preamble, cookieParser(), securityHeaders(config.CSP_EXTRA_ORIGINS)],
  });
  const server = app.getHttpAdapter().getInstance() as Express;
  server.set('trust proxy', config.TRUST_PROXY_HOPS);
  return app;
}
