import { createHash } from 'node:crypto';
import request from 'supertest';
import { Redis } from 'ioredis';
import { InternalHeader } from '@stillframe/contracts';
import { createLogger, type App } from '@stillframe/server-kit';
import {
  createTestDatabase,
  flushTestRedis,
  testIdentity,
  testRedisUrl,
  testServiceEnv,
} from '@stillframe/server-kit/testing';
import { startStripeSandbox, type StripeSandbox } from '@stillframe/sandbox';
import { loadBillingConfig, type BillingConfig } from '../../src/config/env.js';
import { applyMigrations } from '@stillframe/db-tools';
import { createBillingService, migrationsDir } from '../../src/bootstrap.js';
import { PrismaService } from '../../src/database/prisma.service.js';
import { AppliedEventTypes } from '../../src/webhooks/webhook-job.js';
import { startStripeProxy, type StripeProxy } from './stripe-proxy.js';
import { startWebhookRelay, type WebhookRelay } from './webhook-relay.js';

export const WEBHOOK_SECRET = 'whsec_test_billing_suite_secret_0123456789';
export const PUBLIC_URL = 'http://stillframe.test';

/** A user id, a UUID as the auth service makes them, named for the reader: one name, one id. */
export const userNamed = (name: string): string => {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A signed-in user as the gateway forwards one to billing: with the account's email when given. */
export const asUser = (userId: string, email?: string) => ({
  [InternalHeader.identity]: testIdentity({
    sub: userId,
    sid: `session-${userId}`,
    ...(email ? { eml: email } : {}),
  }),
});
export const asAdmin = (userId = 'admin-1') => ({
  [InternalHeader.identity]: testIdentity({ sub: userId, adm: true, sid: 'admin-session' }),
});
export const asGateway = () => ({ [InternalHeader.identity]: testIdentity({}) });

export interface BillingTestApp {
  app: App;
  http: ReturnType<typeof request>;
  config: BillingConfig;
  /** The environment the service was configured from, for worker processes started by a test. */
  env: Record<string, string>;
  sandbox: StripeSandbox;
  /** Between the service and the sandbox: make Stripe fail or hang. */
  proxy: StripeProxy;
  relay: WebhookRelay;
  prisma: PrismaService;
  /** Checkout for a user, paid with the given card in the sandbox; the session id. */
  subscribe(userId: string, card?: string): Promise<string>;
  /** Waits until every delivery has settled and every queued event has been applied. */
  settle(): Promise<void>;
  /**
   * Waits until the gateways have been told (`entitlement.changed`) that this user's access changed
   * (more than `times` times in all): a broadcast reaches its subscribers a moment after it is sent.
   */
  toldGateways(userId: string, times?: number): Promise<void>;
  /** How many `entitlement.changed` for this user have reached the gateways so far. */
  timesToldGateways(userId: string): number;
  close(): Promise<void>;
}

export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The real billing service (HTTP and workers) against the Stripe sandbox, a fresh database and the test Redis. */
export async function startBillingTestApp(extraEnv: Record<string, string> = {}): Promise<BillingTestApp> {
  await flushTestRedis();
  const relay = await startWebhookRelay();
  const sandbox = await startStripeSandbox({
    webhookUrl: `${relay.url}/api/subscription/webhook`,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetry: { baseMs: 100, maxAttempts: 5 },
  });
  const proxy = await startStripeProxy(sandbox.url);
  const env = testServiceEnv({
    DATABASE_URL: await createTestDatabase('billing', {
      migrationsDir,
      migrate: (databaseUrl) => applyMigrations({ databaseUrl, migrationsDir }),
    }),
    STRIPE_SECRET_KEY: 'sk_test_billing_suite',
    STRIPE_API_URL: proxy.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_MAX_NETWORK_RETRIES: '0',
    STRIPE_TIMEOUT_MS: '3000',
    PUBLIC_URL,
    WEBHOOK_BACKOFF_MS: '100',
    WEBHOOK_ATTEMPTS: '3',
    ...extraEnv,
  }) as Record<string, string>;
  const config = loadBillingConfig(env);
  const app = await createBillingService(config, createLogger('billing-test', 'silent'));
  await app.listen(0, '127.0.0.1');
  relay.target = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const http = request(app.getHttpServer());
  const prisma = app.get(PrismaService);
  const subscriber = new Redis(testRedisUrl());
  const broadcasts: string[] = [];
  await subscriber.subscribe('entitlement.changed');
  subscriber.on('message', (_channel, message: string) => broadcasts.push(message));

  const toldAbout = (userId: string) =>
    broadcasts.filter(
      (message) => (JSON.parse(message) as { data?: { userId?: string } }).data?.userId === userId,
    ).length;

  const settle = async () => {
    await sandbox.control.idle();
    // Events that change nothing here (refund.created, test clocks, ...) are acknowledged, never queued.
    const delivered = new Set(
      sandbox.control
        .deliveries()
        .filter((d) => d.ok && APPLIED.has(d.type))
        .map((d) => d.eventId),
    );
    await waitFor(
      async () =>
        (await prisma.processedStripeEvent.count({ where: { id: { in: [...delivered] } } })) >=
        delivered.size,
      'queued events to be applied',
    );
  };

  return {
    app,
    http,
    config,
    env,
    sandbox,
    proxy,
    relay,
    prisma,
    async subscribe(userId, card = '4242 4242 4242 4242') {
      const plans = await http.get('/api/subscription/plans').set(asGateway()).expect(200);
      const checkout = await http
        .post('/api/subscription/create-checkout-session')
        .set(asUser(userId))
        .send({ priceId: plans.body[0].id })
        .expect(200);
      const paid = sandbox.control.pay(checkout.body.sessionId, card);
      if (!paid.ok) throw new Error(`payment refused: ${paid.error.message}`);
      return checkout.body.sessionId as string;
    },
    settle,
    async toldGateways(userId, times = 0) {
      await waitFor(async () => toldAbout(userId) > times, `entitlement.changed for ${userId}`);
    },
    timesToldGateways: (userId) => toldAbout(userId),
    async close() {
      subscriber.disconnect();
      await app.close();
      await proxy.close();
      await sandbox.close();
      await relay.close();
    },
  };
}

const APPLIED = new Set(AppliedEventTypes);
