import Stripe from 'stripe';
import { API_KEY, createProSession, startHarness, type Harness } from './stripe-support.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => h.sandbox.control.reset());

describe('auth and errors', () => {
  it('answers 401 in Stripe’s envelope without a key', async () => {
    const res = await fetch(`${h.sandbox.url}/v1/prices`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/did not provide an API key/);
  });

  it('rejects a wrong key through the real client', async () => {
    const { hostname, port } = new URL(h.sandbox.url);
    const bad = new Stripe('pk_live_nope', {
      host: hostname,
      port: Number(port),
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    await expect(bad.prices.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('reports missing objects as resource_missing', async () => {
    const err = (await h.stripe.customers
      .retrieve('cus_missing')
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err.statusCode).toBe(404);
    expect(err.code).toBe('resource_missing');
    expect(err.message).toBe("No such customer: 'cus_missing'");
  });

  it('answers unknown routes like Stripe', async () => {
    const res = await fetch(`${h.sandbox.url}/v1/nothing`, {
      headers: { Authorization: `Bearer ${API_KEY}` },
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /Unrecognized request URL/,
    );
  });
});

describe('prices', () => {
  it('lists the Pro monthly price by lookup key with its product expanded', async () => {
    const prices = await h.stripe.prices.list({
      active: true,
      lookup_keys: ['pro_monthly'],
      expand: ['data.product'],
    });
    expect(prices.object).toBe('list');
    expect(prices.url).toBe('/v1/prices');
    expect(prices.has_more).toBe(false);
    expect(prices.data).toHaveLength(1);
    const price = prices.data[0]!;
    expect(price).toMatchObject({
      id: 'price_sandbox_pro_monthly',
      unit_amount: 500,
      currency: 'usd',
      type: 'recurring',
    });
    expect(price.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
    expect((price.product as Stripe.Product).name).toBe('Stillframe Pro');
  });

  it('retrieves a price by id and finds nothing for unknown lookup keys', async () => {
    const price = await h.stripe.prices.retrieve('price_sandbox_pro_monthly');
    expect(price.product).toBe('prod_sandbox_pro');
    const none = await h.stripe.prices.list({ lookup_keys: ['nope'] });
    expect(none.data).toEqual([]);
  });
});

describe('customers', () => {
  it('creates, retrieves, updates, finds by email and deletes', async () => {
    const created = await h.stripe.customers.create({
      email: 'ana@example.test',
      metadata: { userId: 'u1' },
    });
    expect(created.id).toMatch(/^cus_/);
    expect(created.metadata).toEqual({ userId: 'u1' });
    const updated = await h.stripe.customers.update(created.id, { name: 'Ana', metadata: { plan: 'pro' } });
    expect(updated).toMatchObject({ name: 'Ana', metadata: { userId: 'u1', plan: 'pro' } });
    const byEmail = await h.stripe.customers.list({ email: 'ana@example.test' });
    expect(byEmail.data.map((c) => c.id)).toEqual([created.id]);
    const searched = await h.stripe.customers.search({ query: "metadata['userId']:'u1'" });
    expect(searched.data.map((c) => c.id)).toEqual([created.id]);
    const deleted = await h.stripe.customers.del(created.id);
    expect(deleted).toEqual({ id: created.id, object: 'customer', deleted: true });
    expect(await h.stripe.customers.retrieve(created.id)).toMatchObject({ deleted: true });
    expect((await h.stripe.customers.list({ email: 'ana@example.test' })).data).toEqual([]);
  });

  it('paginates newest first', async () => {
    const a = await h.stripe.customers.create({ email: 'a@example.test' });
    const b = await h.stripe.customers.create({ email: 'b@example.test' });
    const first = await h.stripe.customers.list({ limit: 1 });
    expect(first.data.map((c) => c.id)).toEqual([b.id]);
    expect(first.has_more).toBe(true);
    const next = await h.stripe.customers.list({ limit: 1, starting_after: b.id });
    expect(next.data.map((c) => c.id)).toEqual([a.id]);
  });
});

describe('idempotency', () => {
  it('returns the same object for the same key and parameters', async () => {
    const one = await h.stripe.customers.create({ email: 'idem@example.test' }, { idempotencyKey: 'key-1' });
    const two = await h.stripe.customers.create({ email: 'idem@example.test' }, { idempotencyKey: 'key-1' });
    expect(two.id).toBe(one.id);
    expect(two.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await h.stripe.customers.list()).data).toHaveLength(1);
  });

  it('refuses the same key with other parameters', async () => {
    await h.stripe.customers.create({ email: 'x@example.test' }, { idempotencyKey: 'key-2' });
    await expect(
      h.stripe.customers.create({ email: 'y@example.test' }, { idempotencyKey: 'key-2' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });
});

describe('checkout sessions', () => {
  it('creates an open session whose url is the sandbox checkout page', async () => {
    const session = await createProSession(h.stripe);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 500,
      currency: 'usd',
      client_reference_id: 'user_42',
      customer_email: 'sam@example.test',
      metadata: { userId: 'user_42' },
      success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
      subscription: null,
    });
    expect(session.url).toBe(`${h.sandbox.url}/checkout/${session.id}`);
    const again = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(again.line_items?.data[0]?.price?.id).toBe('price_sandbox_pro_monthly');
  });

  it('rejects what Stripe rejects', async () => {
    const base = {
      mode: 'subscription' as const,
      success_url: 'http://app.test/ok',
      line_items: [{ price: 'price_sandbox_pro_monthly', quantity: 1 }],
    };
    await expect(h.stripe.checkout.sessions.create({ ...base, customer: 'cus_nope' })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'customer',
    });
    const withPmTypes = { ...base, payment_method_types: ['card'] } as Stripe.Checkout.SessionCreateParams;
    await expect(h.stripe.checkout.sessions.create(withPmTypes)).rejects.toMatchObject({
      param: 'payment_method_types',
    });
    await expect(
      h.stripe.checkout.sessions.create({ ...base, line_items: [{ price: 'price_nope', quantity: 1 }] }),
    ).rejects.toMatchObject({
      statusCode: 404,
      param: 'line_items[0][price]',
    });
    const c = await h.stripe.customers.create({ email: 'both@example.test' });
    await expect(
      h.stripe.checkout.sessions.create({ ...base, customer: c.id, customer_email: 'both@example.test' }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
