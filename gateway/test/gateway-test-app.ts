import request from 'supertest';
import { createLogger, readyApp, type App, type Logger } from '@stillframe/server-kit';
import { flushTestRedis, testServiceEnv } from '@stillframe/server-kit/testing';
import { loadGatewayConfig, type GatewayConfig } from '../src/config/env.js';
import { createGateway } from '../src/bootstrap.js';
import { sharedServiceProcess, startServiceProcess } from './auth-process.js';
import { entitlementOf, startStandIn, type StandIn } from './stand-in-service.js';

export interface GatewayTestApp {
  app: App;
  /** What the gateway was started with, for a second replica in front of the same services. */
  config: GatewayConfig;
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
  options: {
    realLibrary?: boolean;
    authEnv?: Record<string, string>;
    /** The gateway's logger (silent by default). */
    logger?: Logger;
    /** The real library's log level and where its lines go (dropped by default). */
    libraryLog?: { level: string; onLog: (text: string) => void };
  } = {},
): Promise<GatewayTestApp> {
  await flushTestRedis();
  const admin = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin password' };
  // A suite with a Redis of its own (to stop it) gives it to the auth service as well.
  const auth =
    extraEnv.REDIS_URL || options.authEnv
      ? await startServiceProcess('auth', {
          ...admin,
          ...(extraEnv.REDIS_URL ? { REDIS_URL: extraEnv.REDIS_URL } : {}),
          ...options.authEnv,
        })
      : await sharedServiceProcess('auth', admin);
  const { libraryLog } = options;
  const realLibrary = !options.realLibrary
    ? null
    : libraryLog
      ? await startServiceProcess('library', { LOG_LEVEL: libraryLog.level }, libraryLog.onLog)
      : await sharedServiceProcess('library');
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
  const app = await createGateway(config, options.logger ?? createLogger('gateway-test', 'silent'));
  await readyApp(app);
  return {
    app,
    config,
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

export type Role = 'anonymous' | 'user' | 'subscriber' | 'admin';
export type Agent = ReturnType<GatewayTestApp['agent']>;

/** One signed-in browser per role (anonymous, user without subscription, subscriber, admin). */
export async function roleAgents(t: GatewayTestApp, prefix: string): Promise<Record<Role, Agent>> {
  const agents = { anonymous: t.agent(), user: t.agent(), subscriber: t.agent(), admin: t.agent() };
  const register = async (agent: Agent, email: string) => {
    const response = await agent
      .post('/api/auth/register')
      .send({ email, password: 'long password', confirmPassword: 'long password' })
      .expect(201);
    return String(response.body.user.id);
  };
  await register(agents.user, `${prefix}-no-subscription@example.com`);
  t.billing.entitlements.set(
    await register(agents.subscriber, `${prefix}-subscriber@example.com`),
    entitlementOf({ subscriptionEndsAt: new Date(Date.now() + 864e5).toISOString() }),
  );
  await agents.admin
    .post('/api/auth/login')
    .send({ email: 'admin@example.com', password: 'admin password' })
    .expect(200);
  return agents;
}
