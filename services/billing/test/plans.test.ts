import { PlanSchema } from '@stillframe/contracts';
import { PRO_PRICE_ID } from '@stillframe/sandbox';
import { startTestPostgresServer, type TestPostgresServer } from '@stillframe/server-kit/testing';
import {
  asGateway,
  asUser,
  startBillingTestApp,
  type BillingTestApp,
  userNamed,
} from './support/billing-test-app.js';

// No plan cache here, so that each call shows what the service does when Stripe is up or down.
let t: BillingTestApp;
// One test stops Postgres: this suite has a server of its own, so that suites beside it keep theirs.
let postgres: TestPostgresServer;
const sharedServer = process.env.TEST_DATABASE_URL;
beforeAll(async () => {
  postgres = await startTestPostgresServer();
  process.env.TEST_DATABASE_URL = postgres.url;
  t = await startBillingTestApp({
    PLAN_CACHE_SECONDS: '0',
    PLAN_FEATURES: JSON.stringify(['Search', 'Notes']),
  });
  t.proxy.mode = 'fail';
});
afterAll(async () => {
  await t.close();
  await postgres.remove();
  process.env.TEST_DATABASE_URL = sharedServer;
});

const plans = async () =>
  (await t.http.get('/api/subscription/plans').set(asGateway()).expect(200)).body.map((plan: unknown) =>
    PlanSchema.parse(plan),
  );
const checkout = (priceId: string) =>
  t.http
    .post('/api/subscription/create-checkout-session')
    .set(asUser(userNamed('u-plans')))
    .send({ priceId });

it('falls back to 500 cents and the configured features while Stripe has never answered; checkout waits (503)', async () => {
  expect(await plans()).toEqual([
    {
      id: 'pro_monthly',
      name: 'Pro',
      price: 500,
      currency: 'usd',
      interval: 'month',
      features: ['Search', 'Notes'],
    },
  ]);
  const unavailable = await checkout('pro_monthly').expect(503);
  expect(unavailable.body).toMatchObject({ statusCode: 503, code: 'billing_unavailable' });
  // A wrong priceId is still the caller's mistake, Stripe or not.
  expect((await checkout('price_nope').expect(400)).body.details[0].field).toBe('body.priceId');
});

it('reads the plan once Stripe answers, accepts the fallback id as an alias, and keeps the last plan read when Stripe fails again', async () => {
  t.proxy.mode = 'pass';
  const live = await plans();
  expect(live).toEqual([
    {
      id: PRO_PRICE_ID,
      name: 'Stillframe Pro',
      price: 500,
      currency: 'usd',
      interval: 'month',
      features: ['Search', 'Notes'],
    },
  ]);
  expect((await checkout('pro_monthly').expect(200)).body.sessionId).toMatch(/^cs_test_/);
  t.proxy.mode = 'fail';
  expect(await plans()).toEqual(live);
  t.proxy.mode = 'pass';
});

it('answers 503 service_unavailable for the subscription status while Postgres is down, and 200 once it is back', async () => {
  const status = () => t.http.get('/api/subscription/status').set(asUser(userNamed('u-outage')));
  await status().expect(200);
  await postgres.control.stop();
  try {
    const unavailable = await status();
    expect(unavailable.status).toBe(503);
    expect(unavailable.body).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    expect(Number(unavailable.headers['retry-after'])).toBeGreaterThan(0);
  } finally {
    await postgres.control.start();
  }
  const deadline = Date.now() + 30_000;
  let code = 0;
  while (code !== 200 && Date.now() < deadline) {
    code = (await status()).status;
    if (code !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(code).toBe(200);
}, 90_000);
