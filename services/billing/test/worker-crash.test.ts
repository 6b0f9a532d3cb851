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
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.js';

// The HTTP side runs here without workers; the workers run as `src/worker.ts` in child processes.
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
  const eventIds = t.sandbox.control
    .deliveries()
    .filter((d) => d.ok)
    .map((d) => d.eventId);
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

  const jobs = await Promise.all(eventIds.map((id) => queue.getJob(id)));
  for (const job of jobs) {
    expect(await job!.getState()).toBe('completed');
    // 'duplicate' would mean a second run found the event already applied.
    expect(job!.returnvalue).toBe('applied');
  }
  expect(jobs.some((job) => job!.stalledCounter >= 1)).toBe(true);
  expect((await t.prisma.processedStripeEvent.findMany()).map((row) => row.id).sort()).toEqual(
    [...eventIds].sort(),
  );
}, 60_000);
