import Stripe from 'stripe';
import { PaymentSyncService } from '../src/payments/payment-sync.service.js';
import { AppliedEventTypes } from '../src/webhooks/webhook-job.js';
import {
  asGateway,
  waitFor,
  WEBHOOK_SECRET,
  type BillingTestApp,
  userNamed,
} from './support/billing-test-app.js';
import { Card, useMoneyApp, type MoneyTools } from './support/money.js';

// Webhooks.test.ts's guarantees for the events about money: failed renewals (invoice.payment_failed,
// invoice.payment_action_required), refunds (charge.refunded) and disputes (charge.dispute.*) end in
// the same state whatever order they come in, duplicated or replayed, and a late read never wins.
let t: BillingTestApp;
let m: MoneyTools;
const stripe = new Stripe('sk_test_unused');
useMoneyApp((app, tools) => {
  t = app;
  m = tools;
});

const signed = (payload: string) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
const post = (payload: string) =>
  t.http
    .post('/api/subscription/webhook')
    .set(asGateway())
    .set('content-type', 'application/json')
    .set('stripe-signature', signed(payload))
    .send(payload);

/** Every order of the given events. */
const permutations = <T>(items: T[]): T[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, i) =>
        permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
      );

/** What money decides for a user, in every place it shows, without the times that differ per user. */
const moneyStateOf = async (userId: string) => {
  const { subscriptionEndsAt: _ends, ...entitlement } = await m.status(userId);
  const {
    startedAt: _started,
    lastEventAt: _at,
    lastEventType: _type,
    userId: _user,
    ...admin
  } = (await m.adminRow(userId))!;
  const payments = (await t.prisma.payment.findMany({ where: { userId } }))
    .map(({ amount, amountRefunded, disputeStatus }) => ({ amount, amountRefunded, disputeStatus }))
    .sort((a, b) => String(a.disputeStatus).localeCompare(String(b.disputeStatus)));
  return { entitlement, admin, payments };
};

/** The user's rows gone, as if billing had never heard of them (the Stripe side stays). */
const forget = async (userId: string) => {
  await t.prisma.subscription.deleteMany({ where: { userId } });
  await t.prisma.lastStripeEvent.deleteMany({ where: { userId } });
  await t.prisma.billingAccount.deleteMany({ where: { userId } });
};

describe('money events (failed renewals, refunds, disputes) replayed, duplicated and reordered', () => {
  /** A declined renewal, a dispute of the first payment won, the renewal paid with a new card, then refunded. */
  const moneyTrouble = async (userId: string) => {
    const subscription = await m.subscribed(userId, Card.declinesLater);
    await m.renew(subscription.id);
    const customer = await m.customer(userId);
    const dispute = t.sandbox.control.openDispute({ customer });
    await t.settle();
    t.sandbox.control.closeDispute({ dispute: dispute.id, outcome: 'won' });
    await t.settle();
    expect((await m.newCardInPortal(userId, '4242424242424242')).status).toBe(303);
    t.sandbox.control.refund({ customer });
    await t.settle();
    await t.settle(); // the cancel the refund called for
    return dispute;
  };

  it('end in the same state as a clean delivery, and again once every event is replayed', async () => {
    await moneyTrouble(userNamed('u-money-clean'));
    const expected = await moneyStateOf(userNamed('u-money-clean'));
    expect(expected).toEqual({
      entitlement: {
        hasActiveSubscription: false,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        billingIssue: null,
        accessEndedBecause: 'refunded',
      },
      admin: {
        status: 'canceled',
        cancelAtPeriodEnd: false,
        refundable: false,
        billingState: 'refunded',
        accessUntil: null,
      },
      payments: [
        { amount: 500, amountRefunded: 500, disputeStatus: null },
        { amount: 500, amountRefunded: 0, disputeStatus: 'won' },
      ],
    });

    const messy = userNamed('u-money-messy');
    t.sandbox.control.duplicateNext(1000);
    t.sandbox.control.reverseOrder(true);
    let dispute: Awaited<ReturnType<typeof moneyTrouble>> | undefined;
    try {
      dispute = await moneyTrouble(messy);
    } finally {
      t.sandbox.control.reverseOrder(false);
      t.sandbox.control.duplicateNext(0);
    }
    expect(await moneyStateOf(messy)).toEqual(expected);
    const mine = await m.eventsAbout(messy);
    expect(mine.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'invoice.payment_failed',
        'customer.subscription.updated',
        'charge.dispute.created',
        'charge.dispute.closed',
        'invoice.paid',
        'charge.refunded',
        'customer.subscription.deleted',
      ]),
    );

    // Every event once more, as Stripe's manual resend would, and a dispute update Stripe may send.
    for (const event of mine) t.sandbox.control.redeliver(event.id);
    const opened = mine.find((event) => event.type === 'charge.dispute.created')!;
    const updated = JSON.stringify({
      ...opened,
      id: 'evt_money_dispute_updated',
      type: 'charge.dispute.updated',
    });
    await post(updated).expect(200);
    await t.settle();
    await waitFor(
      () => t.prisma.processedStripeEvent.findUnique({ where: { id: 'evt_money_dispute_updated' } }),
      'the dispute update to be applied',
    );
    expect(await moneyStateOf(messy)).toEqual(expected);
    expect((await t.prisma.payment.findFirst({ where: { disputeId: dispute.id } }))?.disputeStatus).toBe(
      'won',
    );
    const ids = mine.map((event) => event.id);
    expect(await t.prisma.processedStripeEvent.count({ where: { id: { in: ids } } })).toBe(ids.length);
    expect(await t.prisma.webhookDeadLetter.count({ where: { eventId: { in: ids } } })).toBe(0);
  });

  it('end in the same state in every order, each applied in turn from no stored row, duplicated', async () => {
    const user = userNamed('u-money-orders');
    const subscription = await m.subscribed(user, Card.asksAuthentication);
    const customer = await m.customer(user);
    const before = t.sandbox.control.events().length;
    t.sandbox.control.pause(true);
    try {
      t.sandbox.control.setSubscriptionPeriodEnded(subscription.id);
      t.sandbox.control.openDispute({ customer });
    } finally {
      t.sandbox.control.pause(false);
    }
    await t.settle();
    // The clock's own event re-reads the subscription as customer.subscription.updated does: left
    // out, the orders stay 24.
    const applied = new Set(AppliedEventTypes.filter((type) => !type.startsWith('test_helpers.')));
    const events = t.sandbox.control
      .events()
      .slice(before)
      .filter((event) => applied.has(event.type));
    expect(events.map((event) => event.type).sort()).toEqual([
      'charge.dispute.created',
      'customer.subscription.updated',
      'invoice.payment_action_required',
      'invoice.payment_failed',
    ]);
    const expected = await moneyStateOf(user);
    expect(expected).toMatchObject({
      entitlement: {
        hasActiveSubscription: false,
        status: 'past_due',
        billingIssue: { kind: 'authentication_required', nextRetryAt: null },
        accessEndedBecause: 'disputed',
      },
      admin: { billingState: 'disputed' },
      payments: [{ amount: 500, amountRefunded: 0, disputeStatus: 'needs_response' }],
    });
    const lastEvent = await m.adminRow(user);

    for (const [n, order] of permutations(events).entries()) {
      await forget(user);
      for (const event of order) {
        const copy = JSON.stringify({ ...event, id: `${event.id}_order${n}` });
        await post(copy).expect(200);
        await post(copy).expect(200);
        await waitFor(
          () => t.prisma.processedStripeEvent.findUnique({ where: { id: `${event.id}_order${n}` } }),
          `${event.type} to be applied`,
        );
      }
      // Named in the comparison, so that a failure says which order broke it.
      const sequence = order.map((event) => event.type).join(', ');
      expect({ sequence, state: await moneyStateOf(user) }).toEqual({ sequence, state: expected });
      expect(await m.adminRow(user)).toMatchObject({
        lastEventType: lastEvent!.lastEventType,
        lastEventAt: lastEvent!.lastEventAt,
      });
    }
  }, 60_000);
});

describe('payments read late', () => {
  it('keeps the payment read that started last: an older read answering late changes nothing', async () => {
    const user = userNamed('u-slow-payment-read');
    await m.subscribed(user);
    const dispute = t.sandbox.control.openDispute({ customer: await m.customer(user) });
    await t.settle();
    const held = t.proxy.holdNextAnswer(/^GET \/v1\/disputes$/);
    const lateRead = t.app.get(PaymentSyncService).resync(String(dispute.charge));
    await held.answered; // Stripe has answered "needs_response"; the answer is still on its way

    t.sandbox.control.closeDispute({ dispute: dispute.id, outcome: 'won' });
    await t.settle();
    expect(await m.status(user)).toMatchObject({ hasActiveSubscription: true, accessEndedBecause: null });

    held.release();
    expect(await lateRead).toEqual({ kind: 'applied', userId: user, changed: false });
    expect(await m.status(user)).toMatchObject({ hasActiveSubscription: true, accessEndedBecause: null });
    expect(await t.prisma.payment.findFirst({ where: { disputeId: dispute!.id } })).toMatchObject({
      disputeStatus: 'won',
    });
  });
});
