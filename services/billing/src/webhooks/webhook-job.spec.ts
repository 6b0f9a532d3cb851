import type Stripe from 'stripe';
import { toWebhookJob, WebhookJobSchema } from './webhook-job.js';

const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', object: 'event', type, created: 1767226000, data: { object } }) as unknown as Stripe.Event;
const subscriptionOf = (type: string, object: Record<string, unknown>) => {
  const job = toWebhookJob(event(type, object));
  return job && 'subscriptionId' in job ? job.subscriptionId : null;
};

describe('toWebhookJob', () => {
  it('takes the subscription, customer and user (in its canonical spelling) from a completed checkout', () => {
    expect(
      toWebhookJob(
        event('checkout.session.completed', {
          id: 'cs_1',
          subscription: 'sub_1',
          customer: 'cus_1',
          client_reference_id: '6F1C1E0A-0000-4000-8000-000000000001',
        }),
      ),
    ).toEqual({
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      created: 1767226000,
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: '6f1c1e0a-0000-4000-8000-000000000001',
    });
  });

  it('reads subscription events by their own id, and expanded references by theirs', () => {
    expect(
      toWebhookJob(event('customer.subscription.deleted', { id: 'sub_2', customer: { id: 'cus_2' } })),
    ).toMatchObject({ subscriptionId: 'sub_2', customerId: 'cus_2', userId: null });
  });

  it("finds an invoice's subscription under parent.subscription_details (basil+) or subscription (older versions)", () => {
    const basil = {
      id: 'in_1',
      customer: 'cus_3',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_3' } },
    };
    expect(subscriptionOf('invoice.paid', basil)).toBe('sub_3');
    expect(subscriptionOf('invoice.payment_action_required', basil)).toBe('sub_3');
    expect(
      subscriptionOf('invoice.payment_failed', { id: 'in_2', customer: 'cus_3', subscription: 'sub_4' }),
    ).toBe('sub_4');
  });

  it('a refund names the charge itself, a dispute names the charge disputed', () => {
    expect(
      toWebhookJob(
        event('charge.refunded', { id: 'ch_1', object: 'charge', customer: 'cus_5', amount: 500 }),
      ),
    ).toEqual({
      eventId: 'evt_1',
      type: 'charge.refunded',
      created: 1767226000,
      chargeId: 'ch_1',
      customerId: 'cus_5',
      userId: null,
    });
    for (const type of ['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed']) {
      expect(
        toWebhookJob(
          event(type, { id: 'dp_1', object: 'dispute', charge: 'ch_2', status: 'needs_response' }),
        ),
      ).toMatchObject({ type, chargeId: 'ch_2', customerId: null });
    }
  });

  it('skips events that change nothing here', () => {
    expect(toWebhookJob(event('invoice.paid', { id: 'in_3', parent: null }))).toBeNull();
    expect(toWebhookJob(event('checkout.session.completed', { id: 'cs_2', subscription: null }))).toBeNull();
    expect(toWebhookJob(event('charge.dispute.created', { id: 'dp_2', charge: null }))).toBeNull();
    expect(toWebhookJob(event('refund.created', { id: 're_1', charge: 'ch_1' }))).toBeNull();
  });
});

describe('WebhookJobSchema', () => {
  it('still reads a job queued before payments were applied (a rolling upgrade)', () => {
    const queuedEarlier = {
      eventId: 'evt_2',
      type: 'invoice.paid',
      created: 1,
      subscriptionId: 'sub_1',
      customerId: null,
      userId: null,
    };
    expect(WebhookJobSchema.parse(queuedEarlier)).toEqual(queuedEarlier);
  });

  it('refuses a payment job without its charge, or a subscription type with a charge only', () => {
    const base = { eventId: 'evt_3', created: 1, customerId: null, userId: null };
    expect(WebhookJobSchema.safeParse({ ...base, type: 'charge.refunded' }).success).toBe(false);
    expect(WebhookJobSchema.safeParse({ ...base, type: 'invoice.paid', chargeId: 'ch_1' }).success).toBe(
      false,
    );
  });
});
