import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { InternalHeader } from '@stillframe/contracts';
import {
  createApp,
  createLoggedRedis,
  redisTargetOf,
  createLogger,
  type App,
  type HttpReply,
  type HttpRequest,
  type Logger,
} from '@stillframe/server-kit';
import type { GatewayConfig } from './config/env.js';
import { GatewayModule } from './app.module.js';
import { serveStaticFolder, serveWebApp, type FastifyServer } from './web/static-web.js';
import { securityHeaders } from './web/security-headers.js';
import { capConnectionsPerAddress, connectionsPerAddress } from './connections/connection-cap.js';

const INTERNAL_HEADERS = Object.values(InternalHeader);

/** Builds the gateway app (used by server.ts and by the tests). */
export async function createGateway(
  config: GatewayConfig,
  logger: Logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<App> {
  // Commands issued in the same tick leave in one write: the rate limit and the session read share it.
  const redisTarget = redisTargetOf(config);
  const redis = createLoggedRedis(redisTarget, 'gateway', logger, { enableAutoPipelining: true });
  // The request id is always made here: one from the browser is not trusted.
  const preamble = (request: HttpRequest, _reply: HttpReply) => {
    const headers = request.raw.headers;
    for (const name of INTERNAL_HEADERS) if (headers[name] !== undefined) delete headers[name];
    headers[InternalHeader.requestId] = randomUUID();
  };
  const app = await createApp(GatewayModule.forRoot(config, redis), {
    logger,
    // No body parser: the proxy reads a body only after its checks, with the route's own limit.
    bodyLimit: false,
    broadcastRedis: redisTarget,
    trustProxyHops: config.TRUST_PROXY_HOPS,
    trustedProxies: config.TRUSTED_PROXIES,
    before: [preamble, securityHeaders(config.CSP_EXTRA_ORIGINS)],
    timeouts: { totalMs: config.REQUEST_TIMEOUT_MS, bodyIdleMs: config.REQUEST_BODY_IDLE_MS },
  });
  // Behind proxies, trusted by network or counted, connections come from the proxies' addresses.
  const behindProxies = config.TRUSTED_PROXIES.length > 0 || config.TRUST_PROXY_HOPS > 0;
  capConnectionsPerAddress(
    app.getHttpServer(),
    connectionsPerAddress(config.CONNECTIONS_PER_ADDRESS, behindProxies),
  );
  const server = app.getHttpAdapter().getInstance() as unknown as FastifyServer;
  const swaggerDir = createRequire(import.meta.url)
    .resolve('swagger-ui-dist/package.json')
    .replace(/package\.json$/, '');
  serveStaticFolder(server, '/api/docs/assets', swaggerDir, 'public, max-age=86400');
  const servesWeb = serveWebApp(server, config.WEB_DIST);
  logger.info({ servesWeb }, 'gateway ready');
  return app;
}
