import type Stripe from 'stripe';
import { retryScheduleFromEnv } from '../src/stripe/index.js';
import {
  callControl,
  delivered,
  eventTypes,
  subscribeWith,
  useHarness,
  type Harness,
} from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

type ErrorBody = { error: { param: string; message: string } };

async function newestCharge(customer: string): Promise<Stripe.Charge> {
  return (await h.stripe.charges.list({ customer, limit: 1 })).data[0]!;
}

describe('a refund made in the dashboard', () => {
  it("refunds the customer's newest succeeded charge: charge.refunded and refund.created", async () => {
    const sub = await subscribeWith(h);
    const { status, body } = await callControl<{ refund: Stripe.Refund; charge: Stripe.Charge }>(
      h.sandbox,
      'refund',
      { email: 'sam@example.test' },
    );
    expect(status).toBe(200);
    const charge = await newestCharge(sub.customer as string);
    expect(body.refund).toMatchObject({
      object: 'refund',
      amount: 500,
      charge: charge.id,
      status: 'succeeded',
    });
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 500, amount: 500 });
    const events = await delivered(h);
    expect(eventTypes(h.receiver)).toEqual(['charge.refunded', 'refund.created']);
    expect(events[0]!.data.object).toMatchObject({
      id: charge.id,
      amount: 500,
      amount_refunded: 500,
      refunded: true,
      payment_intent: charge.payment_intent,
      customer: sub.customer,
    });
    expect(events[0]!.request).toEqual({ id: null, idempotency_key: null });
  });

  it('refunds part of a named charge, and refuses more than is left', async () => {
    const sub = await subscribeWith(h);
    const charge = await newestCharge(sub.customer as string);
    const part = await callControl<{ charge: Stripe.Charge }>(h.sandbox, 'refund', {
      charge: charge.id,
      amount: 200,
    });
    expect(part.body.charge).toMatchObject({ amount_refunded: 200, refunded: false });
    const tooMuch = await callControl<ErrorBody>(h.sandbox, 'refund', { charge: charge.id, amount: 400 });
    expect([tooMuch.status, tooMuch.body.error.param]).toEqual([400, 'amount']);
  });
});

describe('disputes opened by the bank', () => {
  it('opens a dispute needing a response, then closes it won or lost', async () => {
    const sub = await subscribeWith(h);
    const charge = await newestCharge(sub.customer as string);
    const opened = await callControl<Stripe.Dispute>(h.sandbox, 'open-dispute', { customer: sub.customer });
    expect(opened.status).toBe(200);
    const dispute = opened.body;
    expect(dispute).toMatchObject({
      object: 'dispute',
      status: 'needs_response',
      charge: charge.id,
      payment_intent: charge.payment_intent,
      amount: 500,
      currency: 'usd',
      reason: 'fraudulent',
    });
    expect(dispute.id).toMatch(/^dp_/);
    expect((await h.stripe.charges.retrieve(charge.id)).disputed).toBe(true);
    expect(await h.stripe.disputes.retrieve(dispute.id)).toMatchObject({ status: 'needs_response' });
    expect((await h.stripe.disputes.list({ charge: charge.id })).data.map((d) => d.id)).toEqual([dispute.id]);
    expect(
      (await h.stripe.disputes.list({ payment_intent: charge.payment_intent as string })).data,
    ).toHaveLength(1);
    // A disputed charge cannot be refunded, nor disputed twice.
    await expect(h.stripe.refunds.create({ charge: charge.id })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
    const twice = await callControl<ErrorBody>(h.sandbox, 'open-dispute', { charge: charge.id });
    expect([twice.status, twice.body.error.param]).toEqual([400, 'charge']);

    const won = await callControl<Stripe.Dispute>(h.sandbox, 'close-dispute', {
      dispute: dispute.id,
      outcome: 'won',
    });
    expect(won.body.status).toBe('won');
    await delivered(h);
    expect(eventTypes(h.receiver)).toEqual([
      'charge.dispute.created',
      'charge.dispute.funds_withdrawn',
      'charge.dispute.closed',
      'charge.dispute.funds_reinstated',
    ]);
    expect(h.receiver.received[2]!.event.data.object).toMatchObject({ id: dispute.id, status: 'won' });
    const again = await callControl<ErrorBody>(h.sandbox, 'close-dispute', {
      dispute: dispute.id,
      outcome: 'lost',
    });
    expect([again.status, again.body.error.param]).toEqual([400, 'dispute']);
  });

  it('loses a dispute the merchant accepts through the API', async () => {
    const sub = await subscribeWith(h);
    const dispute = h.sandbox.control.openDispute({
      customer: sub.customer as string,
      reason: 'subscription_canceled',
    });
    const closed = await h.stripe.disputes.close(dispute.id);
    expect(closed).toMatchObject({ status: 'lost', reason: 'subscription_canceled' });
    await delivered(h);
    expect(eventTypes(h.receiver).at(-1)).toBe('charge.dispute.closed');
  });
});

describe('control bodies', () => {
  it('answers 400 naming the field for every bad body, 404 naming it for unknown ids', async () => {
    const sub = await subscribeWith(h);
    const cases: [string, unknown, number, string][] = [
      ['set-card', { customer: sub.customer }, 400, 'cardNumber'],
      ['set-card', { cardNumber: '4242424242424242' }, 400, 'customer'],
      ['set-card', { customer: sub.customer, cardNumber: 'abc' }, 400, 'cardNumber'],
      ['refund', {}, 400, 'charge'],
      ['refund', { charge: 'ch_x', customer: sub.customer }, 400, 'charge'],
      ['refund', { customer: sub.customer, amount: 1.5 }, 400, 'amount'],
      ['refund', { customer: sub.customer, amount: '5' }, 400, 'amount'],
      ['refund', { charge: 'ch_nope' }, 404, 'charge'],
      ['open-dispute', { customer: sub.customer, reason: 'because' }, 400, 'reason'],
      ['open-dispute', { email: '' }, 400, 'email'],
      ['close-dispute', {}, 400, 'dispute'],
      ['close-dispute', { dispute: 'dp_x', outcome: 'maybe' }, 400, 'outcome'],
      ['close-dispute', { dispute: 'dp_nope', outcome: 'won' }, 404, 'dispute'],
      ['retry-schedule', {}, 400, 'days'],
      ['retry-schedule', { days: [3, 'five'] }, 400, 'days'],
      ['retry-schedule', { days: [0] }, 400, 'days'],
      ['retry-schedule', { then: 'forgive' }, 400, 'then'],
      ['pay', { sessionId: 'cs_test_x', authentication: 'maybe' }, 400, 'authentication'],
    ];
    for (const [hook, body, status, param] of cases) {
      const res = await callControl<ErrorBody>(h.sandbox, hook, body);
      expect([hook, res.status, res.body.error.param]).toEqual([hook, status, param]);
    }
    const notJson = await fetch(`${h.sandbox.url}/__control/refund`, { method: 'POST', body: '[1]' });
    expect(notJson.status).toBe(400);
  });

  it('sets the retry schedule until reset, and reads it from the environment', async () => {
    const set = await callControl(h.sandbox, 'retry-schedule', { days: [1], then: 'unpaid' });
    expect(set.body).toEqual({ days: [1], then: 'unpaid' });
    expect(h.sandbox.control.setRetrySchedule({ then: 'cancel' })).toEqual({ days: [1], then: 'cancel' });
    await callControl(h.sandbox, 'reset');
    expect(h.sandbox.control.setRetrySchedule({ then: 'cancel' })).toEqual({
      days: [3, 5, 7],
      then: 'cancel',
    });

    expect(retryScheduleFromEnv({})).toEqual({ days: [3, 5, 7], then: 'cancel' });
    expect(
      retryScheduleFromEnv({ STRIPE_SANDBOX_RETRY_DAYS: '1, 2', STRIPE_SANDBOX_AFTER_RETRIES: 'unpaid' }),
    ).toEqual({ days: [1, 2], then: 'unpaid' });
    expect(retryScheduleFromEnv({ STRIPE_SANDBOX_RETRY_DAYS: '' })).toEqual({ days: [], then: 'cancel' });
    expect(() => retryScheduleFromEnv({ STRIPE_SANDBOX_RETRY_DAYS: '3,,7' })).toThrow(
      /STRIPE_SANDBOX_RETRY_DAYS/,
    );
    expect(() => retryScheduleFromEnv({ STRIPE_SANDBOX_AFTER_RETRIES: 'never' })).toThrow(
      /STRIPE_SANDBOX_AFTER_RETRIES/,
    );
  });

  it('clears clocks, cards and disputes on reset', async () => {
    const sub = await subscribeWith(h);
    h.sandbox.control.openDispute({ customer: sub.customer as string });
    await callControl(h.sandbox, 'reset');
    expect((await h.stripe.testHelpers.testClocks.list()).data).toEqual([]);
    expect((await h.stripe.disputes.list()).data).toEqual([]);
    expect((await h.stripe.paymentMethods.list({ customer: sub.customer as string })).data).toEqual([]);
  });
});
