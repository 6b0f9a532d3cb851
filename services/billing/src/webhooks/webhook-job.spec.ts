import type Stripe from 'stripe';
import { toWebhookJob } from './webhook-job.js';

const event = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', object: 'event', type, created: 1767226000, data: { object } }) as unknown as Stripe.Event;

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
    expect(toWebhookJob(event('invoice.paid', basil))?.subscriptionId).toBe('sub_3');
    expect(
      toWebhookJob(event('invoice.payment_failed', { id: 'in_2', customer: 'cus_3', subscription: 'sub_4' }))
        ?.subscriptionId,
    ).toBe('sub_4');
  });

  it('skips events that change no subscription', () => {
    expect(toWebhookJob(event('invoice.paid', { id: 'in_3', parent: null }))).toBeNull();
    expect(toWebhookJob(event('checkout.session.completed', { id: 'cs_2', subscription: null }))).toBeNull();
    expect(toWebhookJob(event('charge.refunded', { id: 'ch_1' }))).toBeNull();
  });
});
