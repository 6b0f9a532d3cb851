import Stripe from 'stripe';
import { DAY, delivered, subscribeWith, useHarness, type Harness } from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

function advance(sub: Stripe.Subscription, days: number) {
  return h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, days });
}

/** The renewal's invoice with its payment objects, reached the way billing does (basil+). */
async function renewalPayment(invoiceId: string) {
  const payments = await h.stripe.invoicePayments.list({
    invoice: invoiceId,
    expand: ['data.payment.payment_intent'],
  });
  const link = payments.data[0]!;
  const paymentIntent = link.payment.payment_intent as Stripe.PaymentIntent;
  const charge = await h.stripe.charges.retrieve(paymentIntent.latest_charge as string);
  return { link, paymentIntent, charge };
}

describe('a card that declines after attaching (4000 0000 0000 0341)', () => {
  it('fails the renewal, retries 3, 5 and 7 days apart, then cancels for payment_failed', async () => {
    const sub = await subscribeWith(h, '4000 0000 0000 0341');
    const periodEnd = sub.items.data[0]!.current_period_end;
    const advance1 = advance(sub, 50);
    const played = advance1.events.filter((e) => !e.type.startsWith('test_helpers.'));
    expect(played.map((e) => [e.type, e.created - periodEnd])).toEqual([
      ['invoice.payment_failed', 0],
      ['customer.subscription.updated', 0],
      ['invoice.payment_failed', 3 * DAY],
      ['invoice.payment_failed', 8 * DAY],
      ['invoice.payment_failed', 15 * DAY],
      ['customer.subscription.deleted', 15 * DAY],
    ]);

    const events = (await delivered(h)).filter((e) => e.type === 'invoice.payment_failed');
    expect(
      events.map((e) => {
        const invoice = e.data.object as Stripe.Invoice;
        return [invoice.attempt_count, invoice.next_payment_attempt];
      }),
    ).toEqual([
      [1, periodEnd + 3 * DAY],
      [2, periodEnd + 8 * DAY],
      [3, periodEnd + 15 * DAY],
      [4, null],
    ]);
    const pastDue = h.receiver.received.find((r) => r.event.type === 'customer.subscription.updated')!.event;
    expect(pastDue.data.object).toMatchObject({ status: 'past_due' });
    expect(pastDue.data.previous_attributes).toMatchObject({ status: 'active' });

    const ended = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(ended).toMatchObject({
      status: 'canceled',
      canceled_at: periodEnd + 15 * DAY,
      ended_at: periodEnd + 15 * DAY,
      cancellation_details: { reason: 'payment_failed' },
    });
    // Stripe moves the period at the renewal even though it was never paid.
    expect(ended.items.data[0]!.current_period_start).toBe(periodEnd);
    const invoice = ended.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'open',
      attempted: true,
      attempt_count: 4,
      next_payment_attempt: null,
      amount_paid: 0,
      amount_remaining: 500,
      billing_reason: 'subscription_cycle',
    });
    expect(invoice.hosted_invoice_url).toBe(`${h.sandbox.url}/invoice/${invoice.id}`);

    const { link, paymentIntent, charge } = await renewalPayment(invoice.id);
    expect(link).toMatchObject({ status: 'open', amount_paid: null, payment: { type: 'payment_intent' } });
    expect(paymentIntent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(paymentIntent.last_payment_error?.payment_method?.card?.last4).toBe('0341');
    expect(charge).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: 'card_declined',
      failure_message: 'Your card was declined.',
      outcome: { type: 'issuer_declined', reason: 'generic_decline', network_status: 'declined_by_network' },
    });
    // Every attempt is a charge of its own on the invoice's one PaymentIntent.
    const charges = await h.stripe.charges.list({ payment_intent: paymentIntent.id });
    expect(charges.data.map((c) => c.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
  });

  it('marks the subscription unpaid instead when the schedule says so, and plays nothing more', async () => {
    h.sandbox.control.setRetrySchedule({ days: [1, 2], then: 'unpaid' });
    const sub = await subscribeWith(h, '4000000000000341');
    const types = advance(sub, 90).eventTypes.filter((t) => !t.startsWith('test_helpers.'));
    expect(types).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    const unpaid = await h.stripe.subscriptions.retrieve(sub.id);
    expect(unpaid.status).toBe('unpaid');
    const last = (await delivered(h)).filter((e) => e.type === 'customer.subscription.updated').at(-1)!;
    expect(last.data.object).toMatchObject({ status: 'unpaid' });
    expect(last.data.previous_attributes).toEqual({ status: 'past_due' });
    // Canceling an unpaid (or past_due) subscription ends it at once.
    const canceled = await h.stripe.subscriptions.cancel(sub.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
  });
});

describe('a card on file that runs out of money (set through the control hook)', () => {
  it('declines the renewal with insufficient_funds, and a good card on file pays the retry', async () => {
    const sub = await subscribeWith(h);
    const set = h.sandbox.control.setCard({
      customer: sub.customer as string,
      cardNumber: '4000000000009995',
    });
    expect(set.paymentMethod).toMatchObject({
      object: 'payment_method',
      card: { last4: '9995', brand: 'visa' },
    });
    const customer = (await h.stripe.customers.retrieve(sub.customer as string, {
      expand: ['invoice_settings.default_payment_method'],
    })) as Stripe.Customer;
    const card = customer.invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(card).toMatchObject({ id: set.paymentMethod.id, type: 'card', card: { last4: '9995' } });
    expect((await h.stripe.paymentMethods.retrieve(card.id)).customer).toBe(customer.id);

    advance(sub, 32);
    const pastDue = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    const { paymentIntent, charge } = await renewalPayment(invoice.id);
    expect(paymentIntent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(charge).toMatchObject({
      failure_code: 'card_declined',
      outcome: { reason: 'insufficient_funds' },
    });

    h.sandbox.control.setCard({ email: 'sam@example.test', cardNumber: '4242424242424242' });
    await delivered(h);
    h.receiver.received.length = 0;
    const retry = advance(sub, 3);
    expect(retry.eventTypes).toEqual([
      'test_helpers.test_clock.advancing',
      'invoice.paid',
      'customer.subscription.updated',
      'test_helpers.test_clock.ready',
    ]);
    expect(retry.events[1]!.created).toBe(invoice.next_payment_attempt);
    const active = await h.stripe.subscriptions.retrieve(sub.id);
    expect(active.status).toBe('active');
    const paidInvoice = await h.stripe.invoices.retrieve(invoice.id);
    expect(paidInvoice).toMatchObject({
      status: 'paid',
      attempt_count: 2,
      amount_paid: 500,
      next_payment_attempt: null,
    });
    const paid = await renewalPayment(invoice.id);
    expect(paid.link.status).toBe('paid');
    expect(paid.paymentIntent).toMatchObject({ status: 'succeeded', last_payment_error: null });
    const updated = (await delivered(h)).find((e) => e.type === 'customer.subscription.updated')!;
    expect(updated.data.previous_attributes).toEqual({ status: 'past_due' });
  });

  it('rejects a card number that is not one, naming the field', async () => {
    const sub = await subscribeWith(h);
    expect(() => h.sandbox.control.setCard({ customer: sub.customer as string, cardNumber: '42' })).toThrow(
      /cardNumber/,
    );
  });
});
