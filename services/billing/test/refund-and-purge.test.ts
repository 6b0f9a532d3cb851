import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  AdminSubscriptionSchema,
  DurableQueue,
  RefundResponseSchema,
  type AccountPurgeJob,
} from '@stillframe/contracts';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import {
  asAdmin,
  asUser,
  startBillingTestApp,
  waitFor,
  type BillingTestApp,
  userNamed,
} from './support/billing-test-app.js';
import { RefundService } from '../src/refunds/refund.service.js';

/** User ids are the auth service's UUIDs. */
const user = {
  refunded: randomUUID(),
  lateRefund: randomUUID(),
  neverSubscribed: randomUUID(),
  cliRefund: randomUUID(),
  purged: randomUUID(),
  shouted: randomUUID(),
};

let t: BillingTestApp;
let redis: Redis;
let purgeQueue: Queue<AccountPurgeJob>;
beforeAll(async () => {
  t = await startBillingTestApp();
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  purgeQueue = new Queue<AccountPurgeJob>(DurableQueue.billingAccountPurge, { connection: redis });
});
afterAll(async () => {
  await purgeQueue.close();
  redis.disconnect();
  await t.close();
});

const stripeGet = async (path: string): Promise<any> =>
  (await fetch(`${t.sandbox.url}${path}`, { headers: { authorization: 'Bearer sk_test_x' } })).json();
const status = async (userId: string) =>
  (await t.http.get('/api/subscription/status').set(asUser(userId)).expect(200)).body;
const refund = (userId: string) => t.http.post(`/api/admin/users/${userId}/refund`).set(asAdmin());
const subscribed = async (userId: string) => {
  await t.subscribe(userId);
  await t.settle();
  return t.prisma.subscription.findFirstOrThrow({ where: { userId } });
};

describe('money-back guarantee', () => {
  it('refunds the last payment in full and cancels the subscription at once', async () => {
    const subscription = await subscribed(user.refunded);
    const response = await refund(user.refunded).expect(200);
    expect(RefundResponseSchema.parse(response.body)).toEqual({
      refunded: true,
      amountCents: 500,
      canceled: true,
    });

    const refunds = await stripeGet('/v1/refunds');
    const mine = refunds.data.filter((r: any) => r.metadata.subscriptionId === subscription.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      amount: 500,
      reason: 'requested_by_customer',
      status: 'succeeded',
      metadata: { userId: user.refunded },
    });
    expect((await stripeGet(`/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    // No wait for the webhook: the status is right as soon as the action answers.
    expect(await status(user.refunded)).toMatchObject({
      hasActiveSubscription: false,
      status: 'canceled',
      accessEndedBecause: 'refunded',
    });
    await t.toldGateways(user.refunded);
  });

  it('refunds nothing more when repeated', async () => {
    await t.settle();
    expect((await refund(user.refunded).expect(200)).body).toEqual({
      refunded: false,
      amountCents: 0,
      canceled: true,
    });
    const refunds = await stripeGet('/v1/refunds');
    expect(refunds.data.filter((r: any) => r.metadata.userId === user.refunded)).toHaveLength(1);
  });

  it('refuses once 30 days have passed since the subscription started (409), and for a user without one (404)', async () => {
    const subscription = await subscribed(user.lateRefund);
    await t.prisma.subscription.update({
      where: { id: subscription.id },
      data: { startedAt: new Date(Date.now() - 30 * 24 * 3600 * 1000 - 1000) },
    });
    const late = await refund(user.lateRefund).expect(409);
    expect(late.body).toMatchObject({ code: 'conflict' });
    expect(late.body.message).toMatch(/30-day money-back guarantee has ended/);
    expect((await stripeGet(`/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    await refund(user.neverSubscribed).expect(404);
  });

  it('reads an upper-case id as the same user, and refuses a malformed one naming the parameter', async () => {
    await subscribed(user.shouted);
    expect((await refund(user.shouted.toUpperCase()).expect(200)).body).toMatchObject({ refunded: true });
    const malformed = await refund('a%00b').expect(400);
    expect(malformed.body.details[0].field).toBe('params.id');
  });

  it('is for administrators only', async () => {
    await t.http.post(`/api/admin/users/${user.refunded}/refund`).set(asUser(user.refunded)).expect(403);
  });

  it('is also there for the CLI (the same service)', async () => {
    await subscribed(user.cliRefund);
    expect(await t.app.get(RefundService).refund(user.cliRefund)).toEqual({
      refunded: true,
      amountCents: 500,
      canceled: true,
    });
  });
});

describe('subscriptions in the admin table', () => {
  const listed = async () => {
    const response = await t.http.get('/api/admin/subscriptions').set(asAdmin()).expect(200);
    const rows = AdminSubscriptionSchema.array().parse(response.body);
    return new Map(rows.map((row) => [row.userId, row]));
  };

  it('lists each subscriber once with the status, and offers a refund only where the guarantee applies', async () => {
    await subscribed(userNamed('u-table-new'));
    const rows = await listed();
    expect(rows.get(userNamed('u-table-new'))).toMatchObject({
      status: 'active',
      refundable: true,
      billingState: 'active',
      accessUntil: null,
      lastEventType: expect.any(String),
    });
    // Refunded above: canceled, nothing left to refund.
    expect(rows.get(user.refunded)).toMatchObject({
      status: 'canceled',
      refundable: false,
      billingState: 'refunded',
    });
    // Started more than 30 days ago (moved back above).
    expect(rows.get(user.lateRefund)).toMatchObject({ status: 'active', refundable: false });
    // Never subscribed: no row, so no Refund button.
    expect(rows.has(user.neverSubscribed)).toBe(false);
  });

  it('shows the latest of several subscriptions of one user', async () => {
    const first = await t.prisma.subscription.findFirstOrThrow({
      where: { userId: userNamed('u-table-new') },
    });
    await t.prisma.subscription.create({
      data: {
        ...first,
        id: 'sub_table_older',
        status: 'canceled',
        startedAt: new Date(first.startedAt.getTime() - 90 * 24 * 3600 * 1000),
      },
    });
    expect((await listed()).get(userNamed('u-table-new'))).toMatchObject({
      status: 'active',
      refundable: true,
    });
  });

  it('is for administrators only', async () => {
    await t.http
      .get('/api/admin/subscriptions')
      .set(asUser(userNamed('u-table-new')))
      .expect(403);
  });
});

describe('account purge', () => {
  it('cancels the active subscription, removes the billing link and rows, and a late webhook does not bring them back', async () => {
    const subscription = await subscribed(user.purged);
    await purgeQueue.add(
      'purge',
      { userId: user.purged, requestedAt: new Date().toISOString() },
      { jobId: `purge-${user.purged}`, attempts: 1000 },
    );
    await waitFor(
      async () => (await purgeQueue.getJob(`purge-${user.purged}`))?.isCompleted(),
      'the purge job',
    );

    expect((await stripeGet(`/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    expect(await t.prisma.billingAccount.count({ where: { userId: user.purged } })).toBe(0);
    expect(await t.prisma.subscription.count({ where: { userId: user.purged } })).toBe(0);
    await t.http.post('/api/subscription/create-customer-portal').set(asUser(user.purged)).expect(400);

    await t.settle(); // the customer.subscription.deleted our cancel caused
    const deleted = t.sandbox.control
      .events()
      .find(
        (e) =>
          e.type === 'customer.subscription.deleted' &&
          (e.data.object as { id: string }).id === subscription.id,
      );
    expect(deleted?.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(await t.prisma.subscription.count({ where: { userId: user.purged } })).toBe(0);
    expect(await status(user.purged)).toEqual({
      hasActiveSubscription: false,
      subscriptionEndsAt: null,
      status: null,
      cancelAtPeriodEnd: false,
      billingIssue: null,
      accessEndedBecause: null,
    });
    expect(await t.prisma.payment.count({ where: { userId: user.purged } })).toBe(0);
    expect(await t.prisma.lastStripeEvent.count({ where: { userId: user.purged } })).toBe(0);
  });

  it('purges under the stored id when the job spells it in upper case', async () => {
    const loud = randomUUID();
    await subscribed(loud);
    await purgeQueue.add(
      'purge',
      { userId: loud.toUpperCase(), requestedAt: new Date().toISOString() },
      { jobId: `purge-${loud}`, attempts: 1000 },
    );
    await waitFor(async () => (await purgeQueue.getJob(`purge-${loud}`))?.isCompleted(), 'the purge job');
    expect(await t.prisma.billingAccount.count({ where: { userId: loud } })).toBe(0);
    expect(await t.prisma.subscription.count({ where: { userId: loud } })).toBe(0);
    expect(await status(loud)).toMatchObject({ hasActiveSubscription: false, status: null });
  });

  it('is idempotent: a second purge of the same user succeeds and changes nothing', async () => {
    await purgeQueue.add(
      'purge',
      { userId: user.purged, requestedAt: new Date().toISOString() },
      { jobId: `purge-${user.purged}-again`, attempts: 1000 },
    );
    const job = await waitFor(async () => {
      const found = await purgeQueue.getJob(`purge-${user.purged}-again`);
      return (await found?.isCompleted()) ? found : null;
    }, 'the second purge job');
    expect(job!.returnvalue).toBe(0);
  });
});
