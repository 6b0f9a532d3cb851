import { type BillingTestApp, userNamed } from './support/billing-test-app.js';
import { useMoneyApp, type MoneyTools } from './support/money.js';

// Money taken back after it was paid: refunds made in Stripe's dashboard and disputes opened by the
// subscriber's bank, through the real queue against the Stripe sandbox.
let t: BillingTestApp;
let m: MoneyTools;
useMoneyApp((app, tools) => {
  t = app;
  m = tools;
});

/** The work a payment event starts (a cancel at Stripe) brings events of its own: wait for those too. */
const settleAll = async () => {
  await t.settle();
  await t.settle();
};

describe('a refund in Stripe’s dashboard', () => {
  it('of the whole payment ends the subscription at once: canceled at Stripe, Pro off because refunded', async () => {
    const user = userNamed('u-dashboard-refund');
    const subscription = await m.subscribed(user);
    const told = t.timesToldGateways(user);
    const { charge } = t.sandbox.control.refund({ customer: await m.customer(user) });
    await settleAll();

    expect((await m.stripe(`/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: false,
      status: 'canceled',
      billingIssue: null,
      accessEndedBecause: 'refunded',
    });
    await t.toldGateways(user, told);
    expect(await t.prisma.payment.findUnique({ where: { chargeId: charge.id } })).toMatchObject({
      userId: user,
      subscriptionId: subscription.id,
      amount: 500,
      amountRefunded: 500,
      disputeStatus: null,
    });
    expect(await m.adminRow(user)).toMatchObject({ billingState: 'refunded', refundable: false });
  });

  it('of a customer Stillframe never linked (the Stripe account bills other things too) ends nothing', async () => {
    const user = userNamed('u-not-our-customer');
    const subscription = await m.subscribed(user);
    const customer = await m.customer(user);
    await t.prisma.billingAccount.delete({ where: { userId: user } });
    t.sandbox.control.refund({ customer });
    await settleAll();
    expect((await m.stripe(`/v1/subscriptions/${subscription.id}`)).status).toBe('active');
  });

  it('of part of the payment changes nothing', async () => {
    const user = userNamed('u-partial-refund');
    const subscription = await m.subscribed(user);
    const { charge } = t.sandbox.control.refund({ customer: await m.customer(user), amount: 200 });
    await settleAll();
    expect((await m.stripe(`/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    expect(await m.status(user)).toMatchObject({ hasActiveSubscription: true, accessEndedBecause: null });
    expect(await t.prisma.payment.findUnique({ where: { chargeId: charge.id } })).toMatchObject({
      amountRefunded: 200,
    });
  });
});

describe('a dispute', () => {
  it('turns Pro off while it is open, without canceling; won, Pro is back', async () => {
    const user = userNamed('u-dispute-won');
    const subscription = await m.subscribed(user);
    const told = t.timesToldGateways(user);
    const dispute = t.sandbox.control.openDispute({ customer: await m.customer(user) });
    await t.settle();
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: false,
      status: 'active',
      accessEndedBecause: 'disputed',
    });
    await t.toldGateways(user, told);
    expect((await m.stripe(`/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    const opened = await m.newestEvent(user);
    expect(await m.adminRow(user)).toMatchObject({
      billingState: 'disputed',
      refundable: false,
      lastEventType: opened.type,
      lastEventAt: opened.at,
    });

    const toldBefore = t.timesToldGateways(user);
    t.sandbox.control.closeDispute({ dispute: dispute.id, outcome: 'won' });
    await t.settle();
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
      accessEndedBecause: null,
    });
    await t.toldGateways(user, toldBefore);
    expect(
      await t.prisma.payment.findUnique({ where: { chargeId: dispute.charge as string } }),
    ).toMatchObject({
      disputeId: dispute.id,
      disputeStatus: 'won',
    });
    expect(await m.adminRow(user)).toMatchObject({
      billingState: 'active',
      lastEventType: (await m.newestEvent(user)).type,
    });
  });

  it('lost: the subscription is canceled at Stripe (no more charges to that card), Pro off because disputed', async () => {
    const user = userNamed('u-dispute-lost');
    const subscription = await m.subscribed(user);
    const dispute = t.sandbox.control.openDispute({ customer: await m.customer(user) });
    await t.settle();
    t.sandbox.control.closeDispute({ dispute: dispute.id, outcome: 'lost' });
    await settleAll();
    expect((await m.stripe(`/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    expect(await m.status(user)).toMatchObject({
      hasActiveSubscription: false,
      status: 'canceled',
      accessEndedBecause: 'disputed',
    });
    expect(await m.adminRow(user)).toMatchObject({ billingState: 'disputed', status: 'canceled' });
  });
});
