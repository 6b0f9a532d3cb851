import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DurableQueue, RefundResponseSchema, type AccountPurgeJob } from '@stillframe/contracts';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import {
  asAdmin,
  asUser,
  startBillingTestApp,
  waitFor,
  type BillingTestApp,
} from './support/billing-test-app.js';
import { RefundService } from '../src/refunds/refund.service.js';

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
    const subscription = await subscribed('u-refund');
    const response = await refund('u-refund').expect(200);
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
      metadata: { userId: 'u-refund' },
    });
    expect((await stripeGet(`/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    // No wait for the webhook: the status is right as soon as the action answers.
    expect(await status('u-refund')).toMatchObject({ hasActiveSubscription: false, status: 'canceled' });
    expect(t.broadcasts.map((message) => JSON.parse(message).data)).toContainEqual({ userId: 'u-refund' });
  });

  it('refunds nothing more when repeated', async () => {
    await t.settle();
    expect((await refund('u-refund').expect(200)).body).toEqual({
      refunded: false,
      amountCents: 0,
      canceled: true,
    });
    const refunds = await stripeGet('/v1/refunds');
    expect(refunds.data.filter((r: any) => r.metadata.userId === 'u-refund')).toHaveLength(1);
  });

  it('refuses once 30 days have passed since the subscription started (409), and for a user without one (404)', async () => {
    const subscription = await subscribed('u-late-refund');
    await t.prisma.subscription.update({
      where: { id: subscription.id },
      data: { startedAt: new Date(Date.now() - 30 * 24 * 3600 * 1000 - 1000) },
    });
    const late = await refund('u-late-refund').expect(409);
    expect(late.body).toMatchObject({ code: 'conflict' });
    expect(late.body.message).toMatch(/30-day money-back guarantee has ended/);
    expect((await stripeGet(`/v1/subscriptions/${subscription.id}`)).status).toBe('active');
    await refund('u-never-subscribed').expect(404);
  });

  it('is for administrators only', async () => {
    await t.http.post('/api/admin/users/u-refund/refund').set(asUser('u-refund')).expect(403);
  });

  it('is also there for the CLI (the same service)', async () => {
    await subscribed('u-cli-refund');
    expect(await t.app.get(RefundService).refund('u-cli-refund')).toEqual({
      refunded: true,
      amountCents: 500,
      canceled: true,
    });
  });
});

describe('account purge', () => {
  it('cancels the active subscription, removes the billing link and rows, and a late webhook does not bring them back', async () => {
    const subscription = await subscribed('u-purge');
    await purgeQueue.add(
      'purge',
      { userId: 'u-purge', requestedAt: new Date().toISOString() },
      { jobId: 'purge-u-purge', attempts: 1000 },
    );
    await waitFor(async () => (await purgeQueue.getJob('purge-u-purge'))?.isCompleted(), 'the purge job');

    expect((await stripeGet(`/v1/subscriptions/${subscription.id}`)).status).toBe('canceled');
    expect(await t.prisma.billingAccount.count({ where: { userId: 'u-purge' } })).toBe(0);
    expect(await t.prisma.subscription.count({ where: { userId: 'u-purge' } })).toBe(0);
    await t.http.post('/api/subscription/create-customer-portal').set(asUser('u-purge')).expect(400);

    await t.settle(); // the customer.subscription.deleted our cancel caused
    const deleted = t.sandbox.control
      .events()
      .find(
        (e) =>
          e.type === 'customer.subscription.deleted' &&
          (e.data.object as { id: string }).id === subscription.id,
      );
    expect(deleted?.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(await t.prisma.subscription.count({ where: { userId: 'u-purge' } })).toBe(0);
    expect(await status('u-purge')).toEqual({
      hasActiveSubscription: false,
      subscriptionEndsAt: null,
      status: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('is idempotent: a second purge of the same user succeeds and changes nothing', async () => {
    await purgeQueue.add(
      'purge',
      { userId: 'u-purge', requestedAt: new Date().toISOString() },
      { jobId: 'purge-u-purge-again', attempts: 1000 },
    );
    const job = await waitFor(async () => {
      const found = await purgeQueue.getJob('purge-u-purge-again');
      return (await found?.isCompleted()) ? found : null;
    }, 'the second purge job');
    expect(job!.returnvalue).toBe(0);
  });
});
