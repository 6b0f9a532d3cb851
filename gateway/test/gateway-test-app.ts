import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createLogger } from '@stillframe/server-kit';
import { flushTestRedis, testServiceEnv } from '@stillframe/server-kit/testing';
import { loadGatewayConfig } from '../src/config/env.js';
import { createGateway } from '../src/bootstrap.js';
import { startAuthProcess, startServiceProcess } from './auth-process.js';
import { startStandIn, type StandIn } from './stand-in-service.js';

export interface GatewayTestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  agent: () => ReturnType<typeof request.agent>;
  catalog: StandIn;
  /** Unused (no calls recorded) when the real library service runs. */
  library: StandIn;
  billing: StandIn;
  /** The real library's own address, when it runs. */
  libraryUrl: string | null;
  close(): Promise<void>;
}

/**
 * The real gateway in front of the real auth service, with stand-ins for the other three services; or
 * with the real library service too (`realLibrary`), for what must reach its database.
 */
export async function startGatewayTestApp(
  extraEnv: Record<string, string> = {},
  options: { realLibrary?: boolean; authEnv?: Record<string, string> } = {},
): Promise<GatewayTestApp> {
  await flushTestRedis();
  const auth = await startAuthProcess({
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin password',
    ...options.authEnv,
  });
  const realLibrary = options.realLibrary ? await startServiceProcess('library') : null;
  const [catalog, library, billing] = await Promise.all([startStandIn(), startStandIn(), startStandIn()]);
  const config = loadGatewayConfig(
    testServiceEnv({
      AUTH_URL: auth.url,
      CATALOG_URL: catalog.url,
      LIBRARY_URL: realLibrary?.url ?? library.url,
      BILLING_URL: billing.url,
      ...extraEnv,
    }),
  );
  const app = await createGateway(config, createLogger('gateway-test', 'silent'));
  await app.init();
  return {
    app,
    http: request(app.getHttpServer()),
    agent: () => request.agent(app.getHttpServer()),
    catalog,
    library,
    billing,
    libraryUrl: realLibrary?.url ?? null,
    close: async () => {
      await app.close();
      await auth.stop();
      await realLibrary?.stop();
      await Promise.all([catalog.close(), library.close(), billing.close()]);
    },
  };
}
