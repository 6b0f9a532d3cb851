import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DurableQueue } from '@stillframe/contracts';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import {
  asUser,
  startBillingTestApp,
  waitFor,
  type BillingTestApp,
  userNamed,
} from './support/billing-test-app.js';
import { startStripeProxy, type StripeProxy } from './support/stripe-proxy.js';
import { Card, moneyTools } from './support/money.js';
import { AppliedEventTypes } from '../src/webhooks/webhook-job.js';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.js';

// The HTTP side runs here without workers; the workers run as the built `dist/worker.js` in child processes.
let t: BillingTestApp;
let stuck: StripeProxy;
let redis: Redis;
let queue: Queue;
const workers: WorkerProcess[] = [];
beforeAll(async () => {
  t = await startBillingTestApp({ WORKERS: 'off' });
  stuck = await startStripeProxy(t.sandbox.url);
  stuck.mode = 'hang';
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  queue = new Queue(DurableQueue.stripeWebhooks, { connection: redis });
}, 30_000);
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill('SIGKILL')));
  await queue.close();
  redis.disconnect();
  await stuck.close();
  await t.close();
});

/** Short locks so that a dead worker's jobs come back within a second or two. */
const workerEnv = (stripeUrl: string) => ({
  ...t.env,
  STRIPE_API_URL: stripeUrl,
  STRIPE_TIMEOUT_MS: '60000',
  WEBHOOK_LOCK_MS: '1000',
  WEBHOOK_STALLED_INTERVAL_MS: '500',
  LOG_LEVEL: 'info',
});

const applied = new Set(AppliedEventTypes);
/** Ids of the events delivered so far that the worker applies. */
/** The jobs once BullMQ has marked them completed: an event is marked applied a moment before. */
async function completedJobs(ids: string[]) {
  await waitFor(
    async () =>
      (await Promise.all(ids.map((id) => queue.getJobState(id)))).every((state) => state === 'completed'),
    'every job to be completed',
  );
  return Promise.all(ids.map((id) => queue.getJob(id)));
}

const appliedDeliveries = () => [
  ...new Set(
    t.sandbox.control
      .deliveries()
      .filter((d) => d.ok && applied.has(d.type))
      .map((d) => d.eventId),
  ),
];

const running = async (worker: WorkerProcess) => {
  await waitFor(
    async () => {
      if (worker.child.exitCode !== null) throw new Error(`worker exited:\n${worker.output()}`);
      return worker.output().includes('billing workers running');
    },
    'the worker process to start',
    30_000,
  );
  return worker;
};

it('a worker killed in the middle of a job loses no event, and another applies each exactly once', async () => {
  const first = await running(startWorkerProcess(workerEnv(stuck.url)));
  workers.push(first);
  const insideStripeCall = stuck.nextRequest();
  await t.subscribe(userNamed('u-crash'));
  await t.sandbox.control.idle();
  const eventIds = appliedDeliveries();
  expect(eventIds).toHaveLength(3);

  // The first worker has taken a job and is waiting on Stripe: kill it there, without any goodbye.
  expect(await insideStripeCall).toMatch(/^GET \/v1\/subscriptions\/sub_/);
  expect((await queue.getActive()).length).toBeGreaterThanOrEqual(1);
  await first.kill('SIGKILL');
  expect(await t.prisma.processedStripeEvent.count()).toBe(0);
  expect(
    (
      await t.http
        .get('/api/subscription/status')
        .set(asUser(userNamed('u-crash')))
        .expect(200)
    ).body.hasActiveSubscription,
  ).toBe(false);

  const second = await running(startWorkerProcess(workerEnv(t.sandbox.url)));
  workers.push(second);
  await waitFor(
    async () =>
      (await t.http.get('/api/subscription/status').set(asUser(userNamed('u-crash')))).body
        .hasActiveSubscription,
    'the second worker to apply the events',
    20_000,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}\n${JSON.stringify(await queue.getJobCounts())}\n${second.output()}`);
  });
  await waitFor(
    async () => (await t.prisma.processedStripeEvent.count()) === 3,
    'all three events to be applied',
  );

  const jobs = await completedJobs(eventIds);
  for (const job of jobs) {
    // 'duplicate' would mean a second run found the event already applied.
    expect(job!.returnvalue).toBe('applied');
  }
  expect(jobs.some((job) => job!.stalledCounter >= 1)).toBe(true);
  expect((await t.prisma.processedStripeEvent.findMany()).map((row) => row.id).sort()).toEqual(
    [...eventIds].sort(),
  );
}, 60_000);

it('a worker killed in the middle of a backlog of failed renewals, refunds and disputes loses none of them', async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.kill('SIGTERM')));
  const m = moneyTools(t);
  const disputed = userNamed('u-crash-disputed');
  const refunded = userNamed('u-crash-refunded');
  const first = await running(startWorkerProcess(workerEnv(stuck.url)));
  workers.push(first);
  const insideStripeCall = stuck.nextRequest();
  const before = new Set(appliedDeliveries());

  // A backlog: two checkouts, a declined renewal, a dispute lost, a refund in the dashboard.
  await t.subscribe(disputed, Card.declinesLater);
  await t.subscribe(refunded);
  await t.sandbox.control.idle();
  const customerOf = async (userId: string) =>
    (
      await waitFor(
        () => t.prisma.billingAccount.findUnique({ where: { userId } }),
        `the billing link of ${userId}`,
      )
    ).stripeCustomerId;
  const subscriptionOf = (customer: string) =>
    t.sandbox.control
      .events()
      .find(
        (e) =>
          e.type === 'customer.subscription.created' &&
          (e.data.object as { customer: string }).customer === customer,
      )!.data.object as { id: string };
  const disputedCustomer = await customerOf(disputed);
  const refundedCustomer = await customerOf(refunded);
  t.sandbox.control.setSubscriptionPeriodEnded(subscriptionOf(disputedCustomer).id);
  const dispute = t.sandbox.control.openDispute({ customer: disputedCustomer });
  t.sandbox.control.closeDispute({ dispute: dispute.id, outcome: 'lost' });
  t.sandbox.control.refund({ customer: refundedCustomer });
  await t.sandbox.control.idle();
  const backlog = appliedDeliveries().filter((id) => !before.has(id));
  const types = new Set(
    t.sandbox.control
      .events()
      .filter((e) => backlog.includes(e.id))
      .map((e) => e.type),
  );
  for (const type of [
    'invoice.payment_failed',
    'charge.dispute.created',
    'charge.dispute.closed',
    'charge.refunded',
  ])
    expect(types).toContain(type);

  // The first worker has taken jobs and waits on Stripe: kill it there, without any goodbye.
  await insideStripeCall;
  expect((await queue.getActive()).length).toBeGreaterThanOrEqual(1);
  await first.kill('SIGKILL');
  expect(await t.prisma.processedStripeEvent.count({ where: { id: { in: backlog } } })).toBe(0);

  const second = await running(startWorkerProcess(workerEnv(t.sandbox.url)));
  workers.push(second);
  await waitFor(
    async () =>
      (await t.prisma.processedStripeEvent.count({ where: { id: { in: backlog } } })) === backlog.length,
    'every event of the backlog to be applied',
    30_000,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}\n${JSON.stringify(await queue.getJobCounts())}\n${second.output()}`);
  });
  const jobs = await completedJobs(backlog);
  for (const job of jobs) {
    // 'duplicate' would mean a second run found the event already applied. A clock's move read before
    // any subscription on it was stored (its jobs were the killed worker's, retried last) has nothing
    // to read again: the subscription's own events read its state on the clock's time anyway.
    const allowed = job!.data.type === 'test_helpers.test_clock.ready' ? ['applied', 'ignored'] : ['applied'];
    expect(allowed).toContain(job!.returnvalue);
  }
  expect(jobs.some((job) => job!.stalledCounter >= 1)).toBe(true);

  // The cancels the payments called for were made, once, and their own events applied too.
  await t.sandbox.control.idle();
  await waitFor(async () => {
    const ids = appliedDeliveries();
    return (await t.prisma.processedStripeEvent.count({ where: { id: { in: ids } } })) === ids.length;
  }, "the cancels' events to be applied");
  expect(await m.status(disputed)).toMatchObject({
    hasActiveSubscription: false,
    status: 'canceled',
    accessEndedBecause: 'disputed',
  });
  expect(await m.status(refunded)).toMatchObject({
    hasActiveSubscription: false,
    status: 'canceled',
    accessEndedBecause: 'refunded',
  });
  const deleted = t.sandbox.control.events().filter((e) => e.type === 'customer.subscription.deleted');
  for (const customer of [disputedCustomer, refundedCustomer])
    expect(deleted.filter((e) => (e.data.object as { customer: string }).customer === customer)).toHaveLength(
      1,
    );
}, 90_000);
