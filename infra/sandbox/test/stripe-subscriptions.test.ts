import Stripe from 'stripe';
import { createProSession, eventTypes, useHarness, waitFor, type Harness } from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

/** Pays a fresh session and waits for its three webhooks, then forgets them. */
async function subscribe(): Promise<Stripe.Subscription> {
  const session = await createProSession(h.stripe);
  const outcome = h.sandbox.control.pay(session.id);
  if (!outcome.ok) throw new Error('payment failed');
  await h.sandbox.control.idle();
  h.receiver.received.length = 0;
  return h.stripe.subscriptions.retrieve(outcome.session.subscription as string);
}

function received(type: string): Stripe.Event[] {
  return h.receiver.received.filter((r) => r.event.type === type).map((r) => r.event);
}

describe('subscriptions', () => {
  it('cancels at period end, then ends when the period is over', async () => {
    const sub = await subscribe();
    const updated = await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: updated.items.data[0]!.current_period_end,
    });
    expect(updated.canceled_at).toEqual(expect.any(Number));
    const update = (await waitFor(() => received('customer.subscription.updated')[0])) as Stripe.Event;
    expect(update.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    expect(update.request?.id).toMatch(/^req_/);

    const ended = h.sandbox.control.setSubscriptionPeriodEnded(sub.id);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBe(sub.items.data[0]!.current_period_end);
    const deleted = await waitFor(() => received('customer.subscription.deleted')[0]);
    expect((deleted.data.object as Stripe.Subscription).status).toBe('canceled');
    expect((await h.stripe.subscriptions.list({ customer: sub.customer as string })).data).toEqual([]);
    expect(
      (await h.stripe.subscriptions.list({ customer: sub.customer as string, status: 'canceled' })).data,
    ).toHaveLength(1);
  });

  it('renews with a paid invoice when the clock passes the period end', async () => {
    const sub = await subscribe();
    const end = sub.items.data[0]!.current_period_end;
    expect(h.sandbox.control.advanceClock(32 * 86_400)).toBe(1);
    const renewed = await h.stripe.subscriptions.retrieve(sub.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(end);
    expect(renewed.latest_invoice).not.toBe(sub.latest_invoice);
    const invoices = await h.stripe.invoices.list({ subscription: sub.id });
    expect(invoices.data.map((i) => i.billing_reason)).toEqual(['subscription_cycle', 'subscription_create']);
    await waitFor(() => h.receiver.received.length >= 2);
    expect(eventTypes(h.receiver)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('cancels immediately with DELETE and refuses to cancel twice', async () => {
    const sub = await subscribe();
    const canceled = await h.stripe.subscriptions.cancel(sub.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).toEqual(expect.any(Number));
    await waitFor(() => received('customer.subscription.deleted')[0]);
    await expect(h.stripe.subscriptions.cancel(sub.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('expands latest_invoice and the item price product', async () => {
    const sub = await subscribe();
    const full = await h.stripe.subscriptions.retrieve(sub.id, {
      expand: ['latest_invoice', 'items.data.price.product'],
    });
    expect((full.latest_invoice as Stripe.Invoice).status).toBe('paid');
    expect((full.items.data[0]!.price.product as Stripe.Product).name).toBe('Stillframe Pro');
  });
});

describe('customer portal', () => {
  it('shows the plan and cancels at period end from the page', async () => {
    const sub = await subscribe();
    const portal = await h.stripe.billingPortal.sessions.create({
      customer: sub.customer as string,
      return_url: 'http://app.test/account',
    });
    expect(portal.url).toBe(`${h.sandbox.url}/portal/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('Stillframe Pro');
    expect(html).toContain('$5.00');
    expect(html).toMatch(/<button type="submit" class="danger">Cancel subscription<\/button>/);
    expect(html).toContain('href="http://app.test/account"');
    // Whose account it is, by the customer's email, as Stripe's portal says it.
    expect(html).toContain('Signed in as sam@example.test');

    const res = await fetch(portal.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscription: sub.id, op: 'cancel' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(portal.url);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(true);
    const event = await waitFor(() => received('customer.subscription.updated')[0]);
    expect((event.data.object as Stripe.Subscription).cancel_at_period_end).toBe(true);
    expect(await (await fetch(portal.url)).text()).toMatch(/will be canceled on/);
  });

  it('requires an existing customer', async () => {
    await expect(h.stripe.billingPortal.sessions.create({ customer: 'cus_nope' })).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });
});

describe('refunds', () => {
  it('refunds the payment found through invoice payments and fires charge.refunded', async () => {
    const sub = await subscribe();
    const invoices = await h.stripe.invoices.list({ subscription: sub.id, status: 'paid' });
    const payments = await h.stripe.invoicePayments.list({
      invoice: invoices.data[0]!.id,
      expand: ['data.payment.payment_intent'],
    });
    const pi = payments.data[0]!.payment.payment_intent as Stripe.PaymentIntent;
    expect(pi).toMatchObject({ status: 'succeeded', amount: 500 });

    const refund = await h.stripe.refunds.create({
      payment_intent: pi.id,
      reason: 'requested_by_customer',
      metadata: { policy: '30_day_guarantee' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 500,
      status: 'succeeded',
      payment_intent: pi.id,
      charge: pi.latest_charge,
    });
    const charge = await h.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 500 });
    const event = await waitFor(() => received('charge.refunded')[0]);
    expect((event.data.object as Stripe.Charge).refunded).toBe(true);

    await expect(h.stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('allows partial refunds up to the charge amount', async () => {
    const sub = await subscribe();
    const invoice = await h.stripe.invoices.retrieve(sub.latest_invoice as string);
    const payments = await h.stripe.invoicePayments.list({ invoice: invoice.id });
    const piId = payments.data[0]!.payment.payment_intent as string;
    await h.stripe.refunds.create({ payment_intent: piId, amount: 200 });
    await expect(h.stripe.refunds.create({ payment_intent: piId, amount: 400 })).rejects.toMatchObject({
      param: 'amount',
    });
    expect((await h.stripe.refunds.list({ payment_intent: piId })).data).toHaveLength(1);
  });
});
