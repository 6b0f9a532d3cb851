import type Stripe from 'stripe';
import { isUnpaidAfterAttempt, toRenewalIssue } from './renewal-issue.mapper.js';

const invoice = (overrides: Partial<Stripe.Invoice> = {}) =>
  ({
    id: 'in_1',
    object: 'invoice',
    status: 'open',
    attempted: true,
    attempt_count: 1,
    created: 1767226000,
    next_payment_attempt: 1767226000 + 3 * 86400,
    hosted_invoice_url: 'https://invoice.stripe.test/i/in_1',
    ...overrides,
  }) as Stripe.Invoice;
const intent = (status: string, error: Partial<Stripe.PaymentIntent.LastPaymentError> | null) =>
  ({ id: 'pi_1', object: 'payment_intent', status, last_payment_error: error }) as Stripe.PaymentIntent;

describe('the unpaid renewal', () => {
  it('is an open invoice after an attempt; a draft, a paid or a not yet attempted one is none', () => {
    expect(isUnpaidAfterAttempt(invoice())).toBe(true);
    expect(isUnpaidAfterAttempt(invoice({ status: 'paid' }))).toBe(false);
    expect(isUnpaidAfterAttempt(invoice({ status: 'draft' }))).toBe(false);
    expect(isUnpaidAfterAttempt(invoice({ attempted: false }))).toBe(false);
  });

  it('a declined card: payment_failed with the next retry, the page and the bank reason', () => {
    const declined = intent('requires_payment_method', {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(toRenewalIssue(invoice(), declined)).toEqual({
      kind: 'payment_failed',
      since: new Date(1767226000 * 1000),
      nextRetryAt: new Date((1767226000 + 3 * 86400) * 1000),
      invoiceUrl: 'https://invoice.stripe.test/i/in_1',
      reason: 'Your card was declined.',
    });
  });

  it('authentication: requires_action, or the error code once Stripe stopped waiting', () => {
    const noRetry = invoice({ next_payment_attempt: null });
    expect(toRenewalIssue(noRetry, intent('requires_action', null))).toMatchObject({
      kind: 'authentication_required',
      nextRetryAt: null,
      reason: null,
    });
    expect(
      toRenewalIssue(
        noRetry,
        intent('requires_payment_method', {
          code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        }),
      ),
    ).toMatchObject({ kind: 'authentication_required' });
  });

  it('without a payment intent: payment_failed with no reason, and no page when Stripe gave none', () => {
    expect(toRenewalIssue(invoice({ hosted_invoice_url: null }), null)).toMatchObject({
      kind: 'payment_failed',
      invoiceUrl: null,
      reason: null,
    });
  });
});
