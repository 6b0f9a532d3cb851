import type Stripe from 'stripe';
import { createProSession, eventTypes, useHarness, waitFor, type Harness } from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

function submitCheckout(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('paying with control.pay', () => {
  it('completes the session, creates an active subscription and sends signed webhooks', async () => {
    const session = await createProSession(h.stripe);
    const outcome = h.sandbox.control.pay(session.id, '4242 4242 4242 4242');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.redirectUrl).toBe(`http://app.test/billing/success?session_id=${session.id}`);

    const done = await h.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      client_reference_id: 'user_42',
    });
    expect(done.customer).toMatch(/^cus_/);
    const sub = done.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      customer: done.customer,
    });
    expect(sub.metadata).toEqual({ userId: 'user_42' });
    const item = sub.items.data[0]!;
    expect(item.price.id).toBe('price_sandbox_pro_monthly');
    // basil+: the period lives on the item, not on the subscription.
    expect((sub as unknown as Record<string, unknown>).current_period_end).toBeUndefined();
    const days = (item.current_period_end - item.current_period_start) / 86_400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const customer = (await h.stripe.customers.retrieve(done.customer as string)) as Stripe.Customer;
    expect(customer.email).toBe('sam@example.test');

    const invoice = await h.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 500,
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);

    await waitFor(() => h.receiver.received.length >= 3);
    expect(eventTypes(h.receiver)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const completed = h.receiver.received[0]!.event;
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
    });
    expect(completed.id).toMatch(/^evt_/);
    expect((completed.data.object as Stripe.Checkout.Session).subscription).toBe(sub.id);
    expect(h.receiver.received[0]!.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('keeps the customer a session was created for', async () => {
    const customer = await h.stripe.customers.create({ email: 'kim@example.test' });
    const session = await createProSession(h.stripe, customer.id);
    expect(h.sandbox.control.pay(session.id).ok).toBe(true);
    const subs = await h.stripe.subscriptions.list({ customer: customer.id });
    expect(subs.data).toHaveLength(1);
    expect((await h.stripe.customers.list()).data).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 and creates nothing', async () => {
    const session = await createProSession(h.stripe);
    const outcome = h.sandbox.control.pay(session.id, '4000 0000 0000 0002');
    expect(outcome).toMatchObject({
      ok: false,
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await h.stripe.subscriptions.list({ status: 'all' })).data).toEqual([]);
    expect(h.sandbox.control.events()).toEqual([]);
  });
});

describe('the hosted checkout page', () => {
  it('is a plain accessible form with labelled fields and a back link', async () => {
    const session = await createProSession(h.stripe);
    const res = await fetch(session.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    for (const [id, label] of [
      ['email', 'Email'],
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry'],
      ['cvc', 'CVC'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}">${label}`));
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('<form method="post"');
    expect(html).toMatch(/<button type="submit">Subscribe<\/button>/);
    expect(html).toContain('href="http://app.test/pricing">Back</a>');
    expect(html).toContain('$5.00');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('value="sam@example.test"');
  });

  it("shows a given customer's email prefilled and read-only, also after a declined card", async () => {
    const customer = await h.stripe.customers.create({ email: 'kim@example.test' });
    const session = await createProSession(h.stripe, customer.id);
    const emailInput = /<input id="email"[^>]*>/;
    const first = await (await fetch(session.url!)).text();
    expect(first.match(emailInput)?.[0]).toMatch(/value="kim@example\.test" readonly>$/);
    const declined = await submitCheckout(session.url!, {
      email: 'someone.else@example.test',
      cardNumber: '4000 0000 0000 0002',
      expiry: '12 / 34',
      cvc: '123',
    });
    const again = await declined.text();
    expect(again).toContain('Your card was declined.');
    expect(again.match(emailInput)?.[0]).toMatch(/value="kim@example\.test" readonly>$/);
  });

  it('leaves the email editable when the customer has none', async () => {
    const customer = await h.stripe.customers.create({ metadata: { userId: 'user_42' } });
    const session = await createProSession(h.stripe, customer.id);
    const html = await (await fetch(session.url!)).text();
    expect(html.match(/<input id="email"[^>]*>/)?.[0]).not.toContain('readonly');
  });

  it('redirects 303 to success_url after a real form POST with 4242 (spaces ignored)', async () => {
    const session = await createProSession(h.stripe);
    const res = await submitCheckout(session.url!, {
      email: 'sam@example.test',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://app.test/billing/success?session_id=${session.id}`);
    const done = await h.stripe.checkout.sessions.retrieve(session.id);
    expect(done.status).toBe('complete');
    await waitFor(() => h.receiver.received.length >= 3);
    expect(eventTypes(h.receiver).sort()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    // The page now says it is done instead of taking a second payment.
    expect(await (await fetch(session.url!)).text()).toMatch(/already complete/);
  });

  it('shows "Your card was declined." for 4000 0000 0000 0002', async () => {
    const session = await createProSession(h.stripe);
    const res = await submitCheckout(session.url!, {
      email: 'sam@example.test',
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/34',
      cvc: '123',
    });
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toMatch(/role="alert"[^>]*>Your card was declined\.</);
    expect((await h.stripe.subscriptions.list({ status: 'all' })).data).toEqual([]);
    expect((await h.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('asks for an email when the session has none', async () => {
    const session = await h.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_sandbox_pro_monthly', quantity: 1 }],
      success_url: 'http://app.test/ok',
    });
    const res = await submitCheckout(session.url!, {
      email: '',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/email address is invalid/);
  });
});
