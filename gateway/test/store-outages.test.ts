import { Redis } from 'ioredis';
import { BroadcastEvent } from '@stillframe/contracts';
import { Broadcaster } from '@stillframe/server-kit';
import {
  startTestPostgresServer,
  startTestRedisServer,
  type TestPostgresServer,
  type TestRedisServer,
} from '@stillframe/server-kit/testing';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';

/** Stopping and starting real stores takes seconds on a loaded machine: more room than the default. */
const STORE_RESTART_TIMEOUT_MS = 90_000;

let redis: TestRedisServer;
// Postgres is stopped too: a server of this suite's own, so that suites beside it keep theirs.
let postgres: TestPostgresServer;
const sharedServer = process.env.TEST_DATABASE_URL;
let t: GatewayTestApp;
beforeAll(async () => {
  redis = await startTestRedisServer();
  postgres = await startTestPostgresServer();
  process.env.TEST_DATABASE_URL = postgres.url;
  t = await startGatewayTestApp({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await t.close();
  await redis.remove();
  await postgres.remove();
  process.env.TEST_DATABASE_URL = sharedServer;
});

const signUp = async (email: string) => {
  const agent = t.agent();
  await agent
    .post('/api/auth/register')
    .send({ email, password: 'long password', confirmPassword: 'long password' })
    .expect(201);
  return agent;
};

/** Polls until `probe` answers 200; the seconds it took (printed for the operations notes, never asserted). */
const secondsUntilOk = async (what: string, probe: () => Promise<number>): Promise<number> => {
  const started = Date.now();
  for (;;) {
    if ((await probe()) === 200) break;
    if (Date.now() - started > 30_000)
      throw new Error(`${what}: no 200 within 30 s of the store coming back`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `[store-outages] ${what}: first 200 ${seconds.toFixed(2)} s after the store was back\n`,
  );
  return seconds;
};

const login = (email: string) => t.http.post('/api/auth/login').send({ email, password: 'long password' });

/**
 * After the store is back: the signed-in agent's next calls succeed again, and so does signing in. Each
 * process reconnects on its own schedule (the gateway may answer before the auth service is back), so
 * each is given the same 30 s.
 */
const recovers = async (store: string, agent: ReturnType<GatewayTestApp['agent']>, email: string) => {
  await secondsUntilOk(
    `${store} restart, signed-in GET /api/auth/user`,
    async () => (await agent.get('/api/auth/user')).status,
  );
  await secondsUntilOk(`${store} restart, sign-in`, async () => (await login(email)).status);
};

const expectUnavailable = (response: { status: number; body: unknown; headers: Record<string, string> }) => {
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('while Redis is down', () => {
  it(
    'serves public routes as anonymous, answers 503 service_unavailable elsewhere, and recovers by itself',
    async () => {
      const agent = await signUp('redis-outage@example.com');
      await agent.get('/api/auth/user').expect(200);
      await redis.stop();
      try {
        const quote = await agent.get('/api/quotes/random');
        expect(quote.status).toBe(200);
        expect(t.catalog.calls.at(-1)?.claims?.sub).toBeNull();
        expectUnavailable(await agent.get('/api/auth/user'));
        expectUnavailable(await agent.get('/api/library/export'));
        expectUnavailable(await login('redis-outage@example.com'));
      } finally {
        await redis.start();
      }
      await recovers('Redis', agent, 'redis-outage@example.com');
    },
    STORE_RESTART_TIMEOUT_MS,
  );

  it(
    'the gateway still hears entitlement.changed after Redis restarts',
    async () => {
      await redis.stop();
      await redis.start();
      const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      const broadcaster = new Broadcaster(redis.url);
      try {
        const key = 'gateway:entitlement:user-after-restart';
        let dropped = false;
        const deadline = Date.now() + 20_000;
        while (!dropped && Date.now() < deadline) {
          await client.set(key, JSON.stringify({ hasActiveSubscription: true }), 'EX', 60);
          await broadcaster
            .emit(BroadcastEvent.entitlementChanged, { userId: 'user-after-restart' })
            .catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 200));
          dropped = (await client.exists(key)) === 0;
        }
        expect(dropped).toBe(true);
      } finally {
        await broadcaster.close();
        client.disconnect();
      }
    },
    STORE_RESTART_TIMEOUT_MS,
  );
});

describe('while Postgres is down', () => {
  it(
    'answers 503 service_unavailable on the routes that read it, and recovers by itself',
    async () => {
      const agent = await signUp('postgres-outage@example.com');
      await postgres.control.stop();
      try {
        expectUnavailable(await agent.get('/api/auth/user'));
        expectUnavailable(await login('postgres-outage@example.com'));
        await t.http.get('/api/quotes/random').expect(200);
      } finally {
        await postgres.control.start();
      }
      await recovers('Postgres', agent, 'postgres-outage@example.com');
    },
    STORE_RESTART_TIMEOUT_MS,
  );
});
