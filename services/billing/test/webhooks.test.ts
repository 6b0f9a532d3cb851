import Stripe from 'stripe';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { DurableQueue } from '@stillframe/contracts';
import { AppMetrics } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { DeadLettersService } from '../src/webhooks/dead-letters.service.js';
import { SubscriptionSyncService } from '../src/subscriptions/subscription-sync.service.js';
import { BILLING_QUEUE_REDIS } from '../src/tokens.js';
import {
  asGateway,
  asUser,
  startBillingTestApp,
  waitFor,
  WEBHOOK_SECRET,
  type BillingTestApp,
  userNamed,
} from './support/billing-test-app.js';

let t: BillingTestApp;
let redis: Redis;
let queue: Queue;
const stripe = new Stripe('sk_test_unused');
beforeAll(async () => {
  t = await startBillingTestApp();
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  queue = new Queue(DurableQueue.stripeWebhooks, { connection: redis });
});
afterAll(async () => {
  await queue.close();
  redis.disconnect();
  await t.close();
});

const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret });
const post = (payload: string, signature?: string) => {
  const call = t.http
    .post('/api/subscription/webhook')
    .set(asGateway())
    .set('content-type', 'application/json');
  return (signature ? call.set('stripe-signature', signature) : call).send(payload);
};
/** The user cancels in Stripe's customer portal (at period end): Stripe's state changes, then its events follow. */
const cancelInPortal = async (userId: string, subscriptionId: string) => {
  const portal = await t.http
    .post('/api/subscription/create-customer-portal')
    .set(asUser(userId))
    .expect(200);
  await fetch(portal.body.url, {
    method: 'POST',
    body: new URLSearchParams({ subscription: subscriptionId, op: 'cancel' }),
    redirect: 'manual',
  });
};
const status = async (userId: string) =>
  (await t.http.get('/api/subscription/status').set(asUser(userId)).expect(200)).body;
const eventFor = (
  type: string,
  subscriptionId: string,
  id = `evt_test_${Math.random().toString(36).slice(2)}`,
) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: '2026-10-28.endive',
    data: { object: { id: subscriptionId, object: 'subscription', customer: 'cus_x' } },
  });

describe('signature', () => {
  it('refuses a missing, a forged and a stale signature with 400 naming the header, and queues nothing', async () => {
    const payload = eventFor('customer.subscription.updated', 'sub_signature_test', 'evt_signature_test');
    const missing = await post(payload).expect(400);
    expect(missing.body.details).toEqual([
      { field: 'headers.stripe-signature', message: 'The Stripe-Signature header is required' },
    ]);
    const forged = await post(payload, signed(payload, 'whsec_someone_else')).expect(400);
    expect(forged.body).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'headers.stripe-signature' }],
    });
    const tampered = await post(payload.replace('sub_signature_test', 'sub_other'), signed(payload)).expect(
      400,
    );
    expect(tampered.body.code).toBe('validation_failed');
    const old = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const stale = await post(payload, old).expect(400);
    expect(stale.body.details[0].message).toMatch(/tolerance/);
    const future = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) + 600,
    });
    const early = await post(payload, future).expect(400);
    expect(early.body.details).toEqual([
      { field: 'headers.stripe-signature', message: expect.stringMatching(/tolerance/) },
    ]);
    await post(payload, 'garbage').expect(400);
    expect(await queue.getJob('evt_signature_test')).toBeUndefined();
  });

  it('answers 200 at once to a signed event and queues it under its event id', async () => {
    t.proxy.mode = 'hang'; // the worker cannot finish: the answer must not wait for it
    try {
      const payload = eventFor('customer.subscription.updated', 'sub_queued_test', 'evt_queued_test');
      const response = await post(payload, signed(payload)).expect(200);
      expect(response.body).toEqual({ received: true });
      expect((await queue.getJob('evt_queued_test'))?.data).toMatchObject({
        eventId: 'evt_queued_test',
        subscriptionId: 'sub_queued_test',
      });
    } finally {
      t.proxy.mode = 'pass';
    }
  });

  it('acknowledges an event type it does not apply without queueing it', async () => {
    const payload = JSON.stringify({
      id: 'evt_other_type',
      object: 'event',
      type: 'charge.dispute.funds_withdrawn',
      created: 1,
      data: { object: { id: 'dp_1', charge: 'ch_1' } },
    });
    await post(payload, signed(payload)).expect(200);
    expect(await queue.getJob('evt_other_type')).toBeUndefined();
  });
});

describe('replayed, duplicated and reordered deliveries', () => {
  it('end in the same state as a clean delivery', async () => {
    await t.subscribe(userNamed('u-clean'));
    await t.settle();
    const clean = await status(userNamed('u-clean'));

    t.sandbox.control.duplicateNext(3);
    t.sandbox.control.reverseOrder(true);
    await t.subscribe(userNamed('u-messy'));
    await t.settle();
    t.sandbox.control.reverseOrder(false);
    const messy = t.sandbox.control
      .deliveries()
      .filter(
        (d) =>
          d.ok &&
          (d.type === 'invoice.paid' ||
            d.type.startsWith('customer.subscription') ||
            d.type.startsWith('checkout')),
      );
    expect(messy.slice(-6).map((d) => d.type)).toEqual([
      'invoice.paid',
      'invoice.paid',
      'customer.subscription.created',
      'customer.subscription.created',
      'checkout.session.completed',
      'checkout.session.completed',
    ]);
    // And every event of the messy user once more, as Stripe's manual resend would.
    const subscription = await t.prisma.subscription.findFirstOrThrow({
      where: { userId: userNamed('u-messy') },
    });
    const mine = t.sandbox.control
      .events()
      .filter((event) => JSON.stringify(event).includes(subscription.id));
    for (const event of mine) t.sandbox.control.redeliver(event.id);
    await t.settle();

    const final = await status(userNamed('u-messy'));
    expect(final).toEqual({ ...clean, subscriptionEndsAt: final.subscriptionEndsAt });
    expect(final).toMatchObject({ hasActiveSubscription: true, status: 'active' });
    expect(await t.prisma.processedStripeEvent.count({ where: { id: { in: mine.map((e) => e.id) } } })).toBe(
      mine.length,
    );
    expect(await t.prisma.subscription.count({ where: { userId: userNamed('u-messy') } })).toBe(1);
    expect(
      await t.prisma.webhookDeadLetter.count({ where: { eventId: { in: mine.map((e) => e.id) } } }),
    ).toBe(0);
  });

  it('skips an event already applied even once the queue has forgotten it (Postgres keeps the ids)', async () => {
    const subscription = await t.prisma.subscription.findFirstOrThrow({
      where: { userId: userNamed('u-clean') },
    });
    const event = t.sandbox.control
      .events()
      .find((e) => e.type === 'invoice.paid' && JSON.stringify(e).includes(subscription.id))!;
    await (await queue.getJob(event.id))!.remove();
    t.sandbox.control.redeliver(event.id);
    await t.sandbox.control.idle();
    const job = await waitFor(async () => {
      const found = await queue.getJob(event.id);
      // Read again once completed: a job read before it completed keeps its old (empty) return value.
      return (await found?.isCompleted()) ? queue.getJob(event.id) : null;
    }, 'the redelivered event to be handled');
    expect(job!.returnvalue).toBe('duplicate');
  });

  it('never lets an older event overwrite newer state: a late "created" after a cancel changes nothing', async () => {
    await t.subscribe(userNamed('u-late'));
    await t.settle();
    const subscription = await t.prisma.subscription.findFirstOrThrow({
      where: { userId: userNamed('u-late') },
    });
    const created = t.sandbox.control
      .events()
      .find(
        (e) =>
          e.type === 'customer.subscription.created' &&
          (e.data.object as { id: string }).id === subscription.id,
      )!;
    await cancelInPortal(userNamed('u-late'), subscription.id);
    await t.settle();
    expect(await status(userNamed('u-late'))).toMatchObject({ cancelAtPeriodEnd: true });

    // The same old snapshot (cancel_at_period_end false) under a new event id, arriving last.
    const late = JSON.stringify({ ...created, id: 'evt_late_created_copy' });
    await post(late, signed(late)).expect(200);
    await waitFor(
      () => t.prisma.processedStripeEvent.findUnique({ where: { id: 'evt_late_created_copy' } }),
      'the late event to be applied',
    );
    expect(await status(userNamed('u-late'))).toMatchObject({
      hasActiveSubscription: true,
      cancelAtPeriodEnd: true,
    });
  });
});

describe('Stripe is read outside any transaction', () => {
  it('holds no transaction and no lock while the worker waits for Stripe', async () => {
    await t.subscribe(userNamed('u-slow-stripe'));
    await t.settle();
    const subscription = await t.prisma.subscription.findFirstOrThrow({
      where: { userId: userNamed('u-slow-stripe') },
    });
    t.proxy.mode = 'hang';
    const inStripeCall = t.proxy.nextRequest();
    const payload = eventFor('customer.subscription.updated', subscription.id, 'evt_slow_stripe');
    await post(payload, signed(payload)).expect(200);
    expect(await inStripeCall).toBe(`GET /v1/subscriptions/${subscription.id}`);

    const [open] = await t.prisma.$queryRaw<Array<{ transactions: bigint; locks: bigint }>>`
      SELECT
        (SELECT count(*) FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%') AS transactions,
        (SELECT count(*) FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE l.locktype = 'advisory' AND d.datname = current_database()) AS locks`;
    expect(open).toEqual({ transactions: 0n, locks: 0n });

    t.proxy.mode = 'pass';
    await waitFor(
      () => t.prisma.processedStripeEvent.findUnique({ where: { id: 'evt_slow_stripe' } }),
      'the event to be applied once Stripe answers',
    );
  });

  it('keeps the read that started last: an older read answering late changes nothing', async () => {
    await t.subscribe(userNamed('u-slow-read'));
    await t.settle();
    const subscription = await t.prisma.subscription.findFirstOrThrow({
      where: { userId: userNamed('u-slow-read') },
    });
    const held = t.proxy.holdNextAnswer();
    const lateRead = t.app.get(SubscriptionSyncService).resync(subscription.id);
    await held.answered; // Stripe has answered "not canceled"; the answer is still on its way

    await cancelInPortal(userNamed('u-slow-read'), subscription.id);
    await t.settle(); // the cancel's events were read and stored meanwhile
    expect(await status(userNamed('u-slow-read'))).toMatchObject({ cancelAtPeriodEnd: true });

    held.release();
    expect(await lateRead).toEqual({ kind: 'applied', userId: userNamed('u-slow-read'), changed: false });
    expect(await status(userNamed('u-slow-read'))).toMatchObject({
      hasActiveSubscription: true,
      cancelAtPeriodEnd: true,
    });
  });
});

describe('failures', () => {
  it('retries with backoff while Stripe fails, then applies the event', async () => {
    const plans = await t.http.get('/api/subscription/plans').set(asGateway()).expect(200);
    const sessionId = (
      await t.http
        .post('/api/subscription/create-checkout-session')
        .set(asUser(userNamed('u-retry')))
        .send({ priceId: plans.body[0].id })
        .expect(200)
    ).body.sessionId;
    t.proxy.mode = 'fail';
    t.sandbox.control.pay(sessionId);
    await t.sandbox.control.idle();
    const ids = t.sandbox.control
      .events()
      .filter(
        (e) => JSON.stringify(e.data.object).includes(sessionId) && e.type === 'checkout.session.completed',
      )
      .map((e) => e.id);
    const job = await waitFor(async () => {
      const found = await queue.getJob(ids[0]!);
      return found && found.attemptsMade >= 1 ? found : null;
    }, 'a failed first attempt');
    expect(job.attemptsMade).toBeGreaterThanOrEqual(1);
    expect(await status(userNamed('u-retry'))).toMatchObject({ hasActiveSubscription: false });
    t.proxy.mode = 'pass';
    await waitFor(
      async () => (await status(userNamed('u-retry'))).hasActiveSubscription,
      'the retried event to be applied',
    );
  });

  it('puts an event that can never apply on the dead-letter list, keeping the failed job', async () => {
    const payload = eventFor('customer.subscription.updated', 'sub_does_not_exist', 'evt_dead_letter');
    await post(payload, signed(payload)).expect(200);
    const letter = await waitFor(
      () => t.prisma.webhookDeadLetter.findUnique({ where: { eventId: 'evt_dead_letter' } }),
      'the dead letter',
    );
    expect(letter).toMatchObject({ type: 'customer.subscription.updated', attempts: 1 });
    expect(letter.error).toMatch(/sub_does_not_exist/);
    expect(await (await queue.getJob('evt_dead_letter'))?.isFailed()).toBe(true);
  });

  it('dead-letters an event after every attempt failed; the operator lists it and retries it once Stripe is back', async () => {
    const subscription = await t.prisma.subscription.findFirstOrThrow({
      where: { userId: userNamed('u-clean') },
    });
    const payload = eventFor('customer.subscription.updated', subscription.id, 'evt_all_attempts');
    t.proxy.mode = 'fail';
    try {
      await post(payload, signed(payload)).expect(200);
      const letter = await waitFor(
        () => t.prisma.webhookDeadLetter.findUnique({ where: { eventId: 'evt_all_attempts' } }),
        'the dead letter',
      );
      expect(letter.attempts).toBe(3);
    } finally {
      t.proxy.mode = 'pass';
    }
    const deadLetters = t.app.get(DeadLettersService);
    expect((await deadLetters.list()).map((entry) => entry.eventId)).toEqual(
      expect.arrayContaining(['evt_all_attempts', 'evt_dead_letter']),
    );
    expect(await deadLetters.retry('evt_all_attempts')).toBe(true);
    await waitFor(
      () => t.prisma.processedStripeEvent.findUnique({ where: { id: 'evt_all_attempts' } }),
      'the retried event to be applied',
    );
    expect((await deadLetters.list()).map((entry) => entry.eventId)).not.toContain('evt_all_attempts');
    expect(await deadLetters.retry('evt_never_seen')).toBe(false);
  });

  it('answers 503 when the queue cannot take the event, so that Stripe delivers it again', async () => {
    const payload = eventFor('customer.subscription.updated', 'sub_redis_down', 'evt_redis_down');
    const queueRedis = t.app.get<Redis>(BILLING_QUEUE_REDIS);
    queueRedis.disconnect();
    try {
      const response = await post(payload, signed(payload)).expect(503);
      expect(response.body.code).toBe('service_unavailable');
    } finally {
      await waitFor(async () => queueRedis.status === 'end', 'the queue connection to close');
      await queueRedis.connect();
    }
    await post(payload, signed(payload)).expect(200);
  });
});

describe('metrics', () => {
  it("report the queue's jobs and dead letters, the webhook lag and Stripe's calls by endpoint", async () => {
    await t.subscribe('44444444-4444-4444-8444-444444444444');
    await t.settle();
    const payload = eventFor('customer.subscription.updated', 'sub_never_made', 'evt_metrics_dead_letter');
    await post(payload, signed(payload)).expect(200);
    await waitFor(
      () => t.prisma.webhookDeadLetter.findUnique({ where: { eventId: 'evt_metrics_dead_letter' } }),
      'the dead letter',
    );
    const queueName = DurableQueue.stripeWebhooks;
    const text = await t.app.get(AppMetrics).text();
    // A label may hold a space (`GET /v1/prices`): the value is what follows the series.
    const value = (series: string) =>
      Number(
        text
          .split('\n')
          .find((row) => row.startsWith(`${series} `))
          ?.slice(series.length + 1) ?? NaN,
      );
    expect(value(`stillframe_queue_dead_letters{queue="${queueName}"}`)).toBe(
      await t.prisma.webhookDeadLetter.count(),
    );
    expect(value(`stillframe_queue_jobs{queue="${queueName}",state="failed"}`)).toBe(
      await queue.getFailedCount(),
    );
    // Every event applied was observed, from its `created` to now.
    expect(value('stillframe_stripe_webhook_lag_seconds_count')).toBeGreaterThanOrEqual(
      await t.prisma.processedStripeEvent.count(),
    );
    expect(
      value(
        'stillframe_upstream_calls_total{upstream="stripe",method="GET /v1/subscriptions/:id",outcome="2xx"}',
      ),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(/sub_[A-Za-z0-9]+"/);
  });
});
