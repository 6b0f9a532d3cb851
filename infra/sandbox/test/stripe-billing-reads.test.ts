import type Stripe from 'stripe';
import { delivered, subscribeWith, useHarness, type Harness } from './stripe-support.js';

let h: Harness;

useHarness((harness) => {
  h = harness;
});

async function firstPayment(invoiceId: string) {
  const payments = await h.stripe.invoicePayments.list({
    invoice: invoiceId,
    expand: ['data.payment.payment_intent'],
  });
  const link = payments.data[0]!;
  return { link, paymentIntent: link.payment.payment_intent as Stripe.PaymentIntent };
}

describe('the reads billing relies on', () => {
  it('finds an invoice payment by its payment intent, and refuses latest_invoice.payment_intent', async () => {
    const sub = await subscribeWith(h);
    const { paymentIntent, link } = await firstPayment(sub.latest_invoice as string);
    const byIntent = await h.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
    });
    expect(byIntent.data.map((p) => [p.id, p.invoice])).toEqual([[link.id, sub.latest_invoice]]);
    const other = await h.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: 'pi_other' },
    });
    expect(other.data).toEqual([]);
    expect(await h.stripe.paymentIntents.retrieve(paymentIntent.id)).toMatchObject({ status: 'succeeded' });
    expect((await h.stripe.charges.list({ customer: sub.customer as string })).data).toHaveLength(1);
    // basil removed the invoice's payment_intent, so it cannot be expanded.
    await expect(
      h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice.payment_intent'] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'expand' });
    const withPayments = await h.stripe.subscriptions.retrieve(sub.id, {
      expand: ['latest_invoice.payments'],
    });
    expect((withPayments.latest_invoice as Stripe.Invoice).payments?.data[0]?.id).toBe(link.id);
  });

  it('cancels a past_due subscription at once with DELETE, keeping the comment and stopping retries', async () => {
    const sub = await subscribeWith(h, '4000000000000341');
    h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, days: 32 });
    const pastDue = await h.stripe.subscriptions.retrieve(sub.id);
    expect(pastDue.status).toBe('past_due');
    const canceled = await h.stripe.subscriptions.cancel(sub.id, {
      cancellation_details: { comment: 'refunded in full' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested', comment: 'refunded in full' },
    });
    const invoice = await h.stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'open', next_payment_attempt: null });
    await delivered(h);
    h.receiver.received.length = 0;
    const later = h.sandbox.control.advanceCustomerClock({ customer: sub.customer as string, days: 30 });
    expect(later.eventTypes.filter((t) => !t.startsWith('test_helpers.'))).toEqual([]);
  });
});
