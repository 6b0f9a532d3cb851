import { AdminSubscriptionsService } from '../src/admin-subscriptions/admin-subscriptions.service.js';
import { type BillingTestApp, userNamed } from './support/billing-test-app.js';
import { Card, daysAfter, seconds, useMoneyApp, type MoneyTools } from './support/money.js';

// Renewals that are not paid, through the real queue against the Stripe sandbox: each customer has
// its own test clock, moved to the end of the period (the renewal) and on to Stripe's retries.
let t: BillingTestApp;
let m: MoneyTools;
useMoneyApp((app, tools) => {
  t = app;
  m = tools;
});

describe('a declined renewal', () => {
  it('is past_due with the issue and Pro on for the grace period; a new card in the portal pays it and clears the issue', async () => {
    const user = userNamed('u-declined-renewal');
    const subscription = await m.subscribed(user, Card.declinesLater);
    const told = t.timesToldGateways(user);
    const { subscription: renewed, invoice } = await m.renew(subscription.id);
    expect(invoice).toMatchObject({ status: 'open', attempted: true, billing_reason: 'subscription_cycle' });
    const graceEnd = daysAfter(seconds(renewed.items.data[0]!.current_period_start), 3);
    expect(await m.status(user)).toEqual({
      hasActiveSubscription: true,
      subscriptionEndsAt: seconds(renewed.items.data[0]!.current_period_end),
      status: 'past_due',
      cancelAtPeriodEnd: false,
      billingIssue: {
        kind: 'payment_failed',
        since: seconds(invoice.created),
        accessUntil: graceEnd,
        nextRetryAt: seconds(invoice.next_payment_attempt),
        invoiceUrl: invoice.hosted_invoice_url,
        reason: expect.stringMatching(/declined/i),
      },
      accessEndedBecause: null,
    });
    expect(invoice.hosted_invoice_url).toEqual(expect.any(String));
    await t.toldGateways(user, told);
    const newest = await m.newestEvent(user);
    expect(await m.adminRow(user)).toMatchObject({
      status: 'past_due',
      billingState: 'past_due',
      accessUntil: graceEnd,
      lastEventType: newest.type,
      lastEventAt: newest.at,
    });

    const toldBefore = t.timesToldGateways(user);
    expect((await m.newCardInPortal(user, '4242424242424242')).status).toBe(303);
    expect((await m.stripe(`/v1/invoices/${invoice.id}`)).status).toBe('paid');
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
      billingIssue: null,
      accessEndedBecause: null,
    });
    await t.toldGateways(user, toldBefore);
    expect(await m.adminRow(user)).toMatchObject({ billingState: 'active', accessUntil: null });
  });

  it("names the bank's reason, and Stripe's scheduled retry with the card updated since pays it", async () => {
    const user = userNamed('u-insufficient-funds');
    const subscription = await m.subscribed(user);
    const customer = await m.customer(user);
    t.sandbox.control.setCard({ customer, cardNumber: '4000000000009995' });
    const { invoice } = await m.renew(subscription.id);
    expect(await m.status(user)).toMatchObject({
      status: 'past_due',
      billingIssue: { kind: 'payment_failed', reason: expect.stringMatching(/insufficient funds/i) },
    });

    t.sandbox.control.setCard({ customer, cardNumber: '4242424242424242' });
    const retried = await m.advance(user, 3);
    expect(retried.getTime()).toBeGreaterThanOrEqual(invoice.next_payment_attempt * 1000);
    expect((await m.stripe(`/v1/invoices/${invoice.id}`)).status).toBe('paid');
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
      billingIssue: null,
    });
  });
});

describe('a renewal the bank asks to authenticate (4000 0027 6000 3184)', () => {
  it('tells authentication_required with the invoice page and no retry; confirmed there, it is paid and cleared', async () => {
    const user = userNamed('u-authentication');
    const subscription = await m.subscribed(user, Card.asksAuthentication);
    const { invoice } = await m.renew(subscription.id);
    expect(invoice).toMatchObject({ status: 'open', next_payment_attempt: null });
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: true,
      status: 'past_due',
      billingIssue: {
        kind: 'authentication_required',
        since: seconds(invoice.created),
        nextRetryAt: null,
        invoiceUrl: invoice.hosted_invoice_url,
      },
      accessEndedBecause: null,
    });
    const actionRequired = t.sandbox.control
      .events()
      .filter((event) => event.type === 'invoice.payment_action_required')
      .find((event) => (event.data.object as { id: string }).id === invoice.id);
    expect(await t.prisma.processedStripeEvent.count({ where: { id: actionRequired!.id } })).toBe(1);

    const confirmed = await fetch(invoice.hosted_invoice_url, {
      method: 'POST',
      body: new URLSearchParams({ op: 'confirm', result: 'complete' }),
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    await t.settle();
    expect((await m.stripe(`/v1/invoices/${invoice.id}`)).status).toBe('paid');
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
      billingIssue: null,
    });
  });
});

describe('a renewal left unpaid', () => {
  it('ends access after the grace period (non_payment), then Stripe cancels it once the retries are over', async () => {
    const user = userNamed('u-left-alone');
    const subscription = await m.subscribed(user, Card.declinesLater);
    const { subscription: renewed } = await m.renew(subscription.id);
    const graceEnd = daysAfter(seconds(renewed.items.data[0]!.current_period_start), 3);

    // On the customer's clock, past the grace period (the first retry, 3 days on, has failed too):
    // billing reads the status on that clock's time, not ours.
    await m.advance(user, 3.5);
    const open = await m.stripe(`/v1/invoices/${String(renewed.latest_invoice)}`);
    expect(open).toMatchObject({ status: 'open', attempt_count: 2 });
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: false,
      status: 'past_due',
      billingIssue: {
        kind: 'payment_failed',
        accessUntil: graceEnd,
        nextRetryAt: seconds(open.next_payment_attempt),
      },
      accessEndedBecause: 'non_payment',
    });
    const [row] = (await t.app.get(AdminSubscriptionsService).list()).filter((r) => r.userId === user);
    expect(row).toMatchObject({ billingState: 'unpaid', accessUntil: null });

    // The retries 5 and 7 days apart fail too: Stripe gives up and cancels.
    await m.advance(user, 13);
    expect(await m.stripe(`/v1/subscriptions/${subscription.id}`)).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: false,
      status: 'canceled',
      billingIssue: null,
      accessEndedBecause: 'non_payment',
    });
    expect(await m.adminRow(user)).toMatchObject({ billingState: 'unpaid', accessUntil: null });
  });

  it("ends access when the customer's test clock passes the grace period with nothing due on the way", async () => {
    t.sandbox.control.setRetrySchedule({ days: [7], then: 'cancel' });
    try {
      const user = userNamed('u-clock-only');
      const subscription = await m.subscribed(user, Card.declinesLater);
      await m.renew(subscription.id);
      expect(await m.status(user)).toMatchObject({ hasActiveSubscription: true, status: 'past_due' });
      const told = t.timesToldGateways(user);
      // No retry falls due in these 3.5 days: only the clock's own events arrive.
      await m.advance(user, 3.5);
      expect(await m.status(user)).toMatchObject({
        hasActiveSubscription: false,
        status: 'past_due',
        accessEndedBecause: 'non_payment',
      });
      await t.toldGateways(user, told);
    } finally {
      t.sandbox.control.setRetrySchedule({ days: [3, 5, 7], then: 'cancel' });
    }
  });

  it('when Stripe is set to mark it unpaid instead: off for non_payment, the issue still told while the invoice is open', async () => {
    t.sandbox.control.setRetrySchedule({ days: [1], then: 'unpaid' });
    try {
      const user = userNamed('u-marked-unpaid');
      const subscription = await m.subscribed(user, Card.declinesLater);
      await m.renew(subscription.id);
      await m.advance(user, 1.5);
      expect((await m.stripe(`/v1/subscriptions/${subscription.id}`)).status).toBe('unpaid');
      expect(await m.status(user)).toMatchObject({
        hasActiveSubscription: false,
        status: 'unpaid',
        billingIssue: { kind: 'payment_failed', nextRetryAt: null },
        accessEndedBecause: 'non_payment',
      });
      expect(await m.adminRow(user)).toMatchObject({ billingState: 'unpaid' });
    } finally {
      t.sandbox.control.setRetrySchedule({ days: [3, 5, 7], then: 'cancel' });
    }
  });
});
