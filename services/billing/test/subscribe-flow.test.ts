import {
  EntitlementSchema,
  PlanSchema,
  ProPlanFeatures,
  SubscriptionStatusSchema,
} from '@stillframe/contracts';
import { PRO_PRICE_ID } from '@stillframe/sandbox';
import {
  asGateway,
  asUser,
  PUBLIC_URL,
  startBillingTestApp,
  waitFor,
  type BillingTestApp,
  userNamed,
} from './support/billing-test-app.js';

let t: BillingTestApp;
beforeAll(async () => {
  t = await startBillingTestApp();
});
afterAll(async () => {
  await t.close();
});

const status = async (userId: string) =>
  SubscriptionStatusSchema.parse(
    (await t.http.get('/api/subscription/status').set(asUser(userId)).expect(200)).body,
  );
const entitlement = async (userId: string) =>
  EntitlementSchema.parse(
    (await t.http.get(`/internal/entitlements/${userId}`).set(asGateway()).expect(200)).body,
  );
const checkout = (userId: string, priceId: string = PRO_PRICE_ID) =>
  t.http.post('/api/subscription/create-checkout-session').set(asUser(userId)).send({ priceId });

describe('plans', () => {
  it('reads the Pro monthly plan from Stripe: price id, 500 cents, the configured features', async () => {
    const response = await t.http.get('/api/subscription/plans').set(asGateway()).expect(200);
    expect(response.body).toHaveLength(1);
    expect(PlanSchema.parse(response.body[0])).toEqual({
      id: PRO_PRICE_ID,
      name: 'Stillframe Pro',
      price: 500,
      currency: 'usd',
      interval: 'month',
      features: [...ProPlanFeatures],
    });
  });

  it('keeps the plan it read: more calls do not ask Stripe again', async () => {
    const before = t.proxy.requests.filter((line) => line.startsWith('GET /v1/prices')).length;
    for (let i = 0; i < 5; i += 1) await t.http.get('/api/subscription/plans').set(asGateway()).expect(200);
    expect(t.proxy.requests.filter((line) => line.startsWith('GET /v1/prices')).length).toBe(before);
    expect(before).toBe(1);
  });
});

describe('checkout', () => {
  it('refuses an anonymous caller, a missing priceId and an unknown one, naming the field', async () => {
    await t.http
      .post('/api/subscription/create-checkout-session')
      .set(asGateway())
      .send({ priceId: PRO_PRICE_ID })
      .expect(401);
    const missing = await t.http
      .post('/api/subscription/create-checkout-session')
      .set(asUser(userNamed('u-validate')))
      .send({})
      .expect(400);
    expect(missing.body.details[0]).toEqual({ field: 'body.priceId', message: 'priceId is required' });
    const unknown = await checkout(userNamed('u-validate'), 'price_someone_elses').expect(400);
    expect(unknown.body).toMatchObject({ code: 'validation_failed', details: [{ field: 'body.priceId' }] });
    expect(await t.prisma.billingAccount.count({ where: { userId: userNamed('u-validate') } })).toBe(0);
  });

  it('creates a subscription-mode session for a new Stripe customer, with the user on it and the return URLs', async () => {
    const response = await checkout(userNamed('u-new')).expect(200);
    expect(response.body.sessionId).toMatch(/^cs_test_/);
    expect(response.body.url).toBe(`${t.sandbox.url}/checkout/${response.body.sessionId}`);
    const session = await (
      await fetch(`${t.sandbox.url}/v1/checkout/sessions/${response.body.sessionId}`, {
        headers: { authorization: 'Bearer sk_test_x' },
      })
    ).json();
    const account = await t.prisma.billingAccount.findUniqueOrThrow({
      where: { userId: userNamed('u-new') },
    });
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: account.stripeCustomerId,
      client_reference_id: userNamed('u-new'),
      metadata: { userId: userNamed('u-new') },
      success_url: `${PUBLIC_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/subscription/cancel`,
    });
  });

  it('answers the same session to a double click, and reuses the customer', async () => {
    const [first, second] = await Promise.all([
      checkout(userNamed('u-double')).expect(200),
      checkout(userNamed('u-double')).expect(200),
    ]);
    expect(second.body.sessionId).toBe(first.body.sessionId);
    expect(await t.prisma.billingAccount.count({ where: { userId: userNamed('u-double') } })).toBe(1);
    const list: any = await (
      await fetch(
        `${t.sandbox.url}/v1/customers/search?query=${encodeURIComponent(`metadata['userId']:'${userNamed('u-double')}'`)}`,
        { headers: { authorization: 'Bearer sk_test_x' } },
      )
    ).json();
    expect(list.data).toHaveLength(1);
  });
});

describe('the whole subscribe flow', () => {
  it('checkout, payment, webhooks, then the status and the entitlement are active and the gateway is told', async () => {
    expect(await status(userNamed('u-flow'))).toEqual({
      hasActiveSubscription: false,
      subscriptionEndsAt: null,
      status: null,
      cancelAtPeriodEnd: false,
      billingIssue: null,
      accessEndedBecause: null,
    });
    const sessionId = await t.subscribe(userNamed('u-flow'));
    await t.settle();
    const subscription = t.sandbox.control.events().find((e) => e.type === 'customer.subscription.created')
      ?.data.object as { items: { data: Array<{ current_period_end: number }> } } | undefined;
    const periodEnd = new Date(subscription!.items.data[0]!.current_period_end * 1000).toISOString();
    const now = await status(userNamed('u-flow'));
    expect(now).toEqual({
      hasActiveSubscription: true,
      subscriptionEndsAt: periodEnd,
      status: 'active',
      cancelAtPeriodEnd: false,
      billingIssue: null,
      accessEndedBecause: null,
    });
    // The gated call: what the gateway reads before letting search, favourites and notes through.
    expect(await entitlement(userNamed('u-flow'))).toEqual(now);
    await t.toldGateways(userNamed('u-flow'));
    expect(sessionId).toMatch(/^cs_test_/);
  });

  it('sends a user who already subscribed to the billing portal instead of a second checkout', async () => {
    const response = await checkout(userNamed('u-flow')).expect(200);
    expect(response.body.sessionId).toMatch(/^bps_/);
    expect(response.body.url).toBe(`${t.sandbox.url}/portal/${response.body.sessionId}`);
  });

  it('also sends a user whose renewal failed to the portal (to fix the card), even after the grace period', async () => {
    await t.prisma.subscription.updateMany({
      where: { userId: userNamed('u-flow') },
      data: { status: 'past_due', currentPeriodStart: new Date(Date.now() - 10 * 24 * 3600 * 1000) },
    });
    expect(await status(userNamed('u-flow'))).toMatchObject({
      hasActiveSubscription: false,
      status: 'past_due',
    });
    expect((await checkout(userNamed('u-flow')).expect(200)).body.sessionId).toMatch(/^bps_/);
  });
});

describe('the success page', () => {
  it('with its session_id, shows the subscription at once even before the webhooks arrive', async () => {
    t.sandbox.control.pause(true);
    try {
      const sessionId = await t.subscribe(userNamed('u-success'));
      expect(await status(userNamed('u-success'))).toMatchObject({ hasActiveSubscription: false });
      const response = await t.http
        .get('/api/subscription/status')
        .query({ sessionId })
        .set(asUser(userNamed('u-success')))
        .expect(200);
      expect(response.body).toMatchObject({ hasActiveSubscription: true, status: 'active' });
      // Another user's session tells nothing about this one.
      expect(
        (
          await t.http
            .get('/api/subscription/status')
            .query({ sessionId })
            .set(asUser(userNamed('u-other')))
            .expect(200)
        ).body.hasActiveSubscription,
      ).toBe(false);
    } finally {
      t.sandbox.control.pause(false);
    }
    await t.settle();
    expect(await status(userNamed('u-success'))).toMatchObject({ hasActiveSubscription: true });
  });

  it('refuses a sessionId that is not a Checkout Session id, naming the field', async () => {
    const response = await t.http
      .get('/api/subscription/status')
      .query({ sessionId: 'x;drop' })
      .set(asUser(userNamed('u-success')))
      .expect(400);
    expect(response.body.details[0].field).toBe('query.sessionId');
  });
});

describe("the Stripe customer's email", () => {
  const stripeCustomer = async (userId: string) => {
    const account = await t.prisma.billingAccount.findUniqueOrThrow({ where: { userId } });
    const response = await fetch(`${t.sandbox.url}/v1/customers/${account.stripeCustomerId}`, {
      headers: { authorization: 'Bearer sk_test_x' },
    });
    return (await response.json()) as { email: string | null };
  };

  it("creates the customer with the account's email, so checkout shows it prefilled and read-only", async () => {
    const response = await t.http
      .post('/api/subscription/create-checkout-session')
      .set(asUser(userNamed('u-email'), 'robin@example.test'))
      .send({ priceId: PRO_PRICE_ID })
      .expect(200);
    expect((await stripeCustomer(userNamed('u-email'))).email).toBe('robin@example.test');
    const page = await (await fetch(response.body.url)).text();
    expect(page).toMatch(/<input id="email"[^>]*value="robin@example\.test" readonly>/);
  });

  it('writes the email to a customer created without one, at checkout and when the portal opens', async () => {
    await checkout(userNamed('u-late-email')).expect(200);
    expect((await stripeCustomer(userNamed('u-late-email'))).email).toBeNull();
    await t.http
      .post('/api/subscription/create-checkout-session')
      .set(asUser(userNamed('u-late-email'), 'ash@example.test'))
      .send({ priceId: PRO_PRICE_ID })
      .expect(200);
    expect((await stripeCustomer(userNamed('u-late-email'))).email).toBe('ash@example.test');
    const portal = await t.http
      .post('/api/subscription/create-customer-portal')
      .set(asUser(userNamed('u-late-email'), 'ash.new@example.test'))
      .expect(200);
    expect((await stripeCustomer(userNamed('u-late-email'))).email).toBe('ash.new@example.test');
    expect(await (await fetch(portal.body.url)).text()).toContain('Signed in as ash.new@example.test');
  });
});

describe('customer portal', () => {
  it('answers 400 no_billing_account for a user without a Stripe customer', async () => {
    const response = await t.http
      .post('/api/subscription/create-customer-portal')
      .set(asUser(userNamed('u-nobody')))
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'no_billing_account' });
    expect(response.body.message).toMatch(/subscribe/i);
  });

  it('a cancel in the portal keeps access until the period end, then the subscription ends', async () => {
    await t.subscribe(userNamed('u-cancel'));
    await t.settle();
    const portal = await t.http
      .post('/api/subscription/create-customer-portal')
      .set(asUser(userNamed('u-cancel')))
      .expect(200);
    expect(portal.body.url).toMatch(new RegExp(`^${t.sandbox.url}/portal/bps_`));
    const row = await t.prisma.subscription.findFirstOrThrow({ where: { userId: userNamed('u-cancel') } });
    const form = new URLSearchParams({ subscription: row.id, op: 'cancel' });
    const submitted = await fetch(portal.body.url, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    await t.settle();
    const canceled = await status(userNamed('u-cancel'));
    expect(canceled).toEqual({
      hasActiveSubscription: true,
      subscriptionEndsAt: row.currentPeriodEnd!.toISOString(),
      status: 'active',
      cancelAtPeriodEnd: true,
      billingIssue: null,
      accessEndedBecause: null,
    });

    t.sandbox.control.setSubscriptionPeriodEnded(row.id);
    await t.settle();
    expect(await status(userNamed('u-cancel'))).toMatchObject({
      hasActiveSubscription: false,
      status: 'canceled',
      accessEndedBecause: 'canceled',
    });
  });
});

describe('declined card', () => {
  it('leaves the user without a subscription', async () => {
    const plans = await t.http.get('/api/subscription/plans').set(asGateway()).expect(200);
    const session = await checkout(userNamed('u-declined'), plans.body[0].id).expect(200);
    const eventsBefore = t.sandbox.control.events().length;
    const paid = t.sandbox.control.pay(session.body.sessionId, '4000 0000 0000 0002');
    expect(paid).toMatchObject({ ok: false, status: 402, error: { code: 'card_declined' } });
    await t.settle();
    expect(t.sandbox.control.events()).toHaveLength(eventsBefore);
    expect(await status(userNamed('u-declined'))).toMatchObject({
      hasActiveSubscription: false,
      status: null,
    });
    // The user may try again with another card on the same session.
    expect(t.sandbox.control.pay(session.body.sessionId, '4242 4242 4242 4242').ok).toBe(true);
    await waitFor(
      async () => (await status(userNamed('u-declined'))).hasActiveSubscription,
      'the second card to activate the subscription',
    );
  });
});
