import type Stripe from 'stripe';
import type { RenewalIssue } from './subscription-snapshot.js';

const date = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** An invoice Stripe tried to collect and could not yet: what the subscriber must be told. */
export const isUnpaidAfterAttempt = (invoice: Stripe.Invoice): boolean =>
  invoice.status === 'open' && invoice.attempted;

/**
 * The issue of an unpaid invoice, from the payment intent of its newest attempt (null when Stripe
 * gave none). The bank asking for authentication shows as `requires_action`, or as the error code
 * once Stripe's off-session attempt has given up waiting for it.
 */
export function toRenewalIssue(invoice: Stripe.Invoice, intent: Stripe.PaymentIntent | null): RenewalIssue {
  const error = intent?.last_payment_error ?? null;
  const authentication = intent?.status === 'requires_action' || error?.code === 'authentication_required';
  return {
    kind: authentication ? 'authentication_required' : 'payment_failed',
    since: new Date(invoice.created * 1000),
    nextRetryAt: date(invoice.next_payment_attempt),
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    reason: error?.message ?? null,
  };
}
