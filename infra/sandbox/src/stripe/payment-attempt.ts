// One attempt to pay an invoice with a card: a Charge each time, on the invoice's one
// PaymentIntent (reused by every retry, as Stripe does), and the invoice, PaymentIntent and
// InvoicePayment moved to what the attempt left them in.
import { chargeOutcome, type CardUse, type ChargeOutcome } from './cards.js';
import type { SandboxCore } from './core.js';
import { buildCharge, buildInvoicePayment, buildPaymentIntent } from './payment-objects.js';
import type { Invoice, InvoicePayment, PaymentIntent, PaymentMethod } from './types.js';

export interface CardToCharge {
  method: PaymentMethod;
  digits: string;
}

/** The invoice's default InvoicePayment, if a payment was ever started. */
export function invoicePaymentOf(core: SandboxCore, invoiceId: string): InvoicePayment | undefined {
  for (const payment of core.store.invoicePayments.values()) {
    if (payment.invoice === invoiceId && payment.is_default === true) return payment;
  }
  return undefined;
}

export function paymentIntentOf(core: SandboxCore, invoiceId: string): PaymentIntent | undefined {
  const payment = invoicePaymentOf(core, invoiceId);
  return payment ? core.store.paymentIntents.get(payment.payment.payment_intent) : undefined;
}

function startPayment(core: SandboxCore, invoice: Invoice, at: number): PaymentIntent {
  const existing = paymentIntentOf(core, invoice.id);
  if (existing) return existing;
  const description =
    invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update';
  const paymentIntent = buildPaymentIntent(invoice, description, at);
  const link = buildInvoicePayment(invoice, paymentIntent.id, at);
  core.store.paymentIntents.set(paymentIntent.id, paymentIntent);
  core.store.invoicePayments.set(link.id, link);
  return paymentIntent;
}

/** What 3D Secure asks the browser to do; Stripe.js reads it, the hosted invoice page acts on it. */
function authenticationStep(invoice: Invoice): Record<string, unknown> {
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: invoice.hosted_invoice_url, source: null },
  };
}

export function attemptPayment(
  core: SandboxCore,
  invoice: Invoice,
  card: CardToCharge,
  use: CardUse,
  at: number,
): ChargeOutcome {
  const { store } = core;
  const paymentIntent = startPayment(core, invoice, at);
  const outcome = chargeOutcome(card.digits, use);
  const decline = outcome.kind === 'succeeded' ? undefined : outcome.decline;
  const charge = buildCharge(paymentIntent, card.method, decline, at);
  store.charges.set(charge.id, charge);
  paymentIntent.payment_method = card.method.id;
  paymentIntent.latest_charge = charge.id;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  if (outcome.kind === 'succeeded') {
    Object.assign(paymentIntent, {
      amount_received: paymentIntent.amount,
      last_payment_error: null,
      next_action: null,
      status: 'succeeded',
    });
    const link = invoicePaymentOf(core, invoice.id);
    if (link) {
      Object.assign(link, { amount_paid: invoice.amount_due, status: 'paid' });
      link.status_transitions = { ...link.status_transitions, paid_at: at };
    }
    Object.assign(invoice, {
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      next_payment_attempt: null,
      status: 'paid',
    });
    invoice.status_transitions = { ...invoice.status_transitions, paid_at: at };
    return outcome;
  }
  paymentIntent.last_payment_error = {
    type: 'card_error',
    code: outcome.decline.code,
    decline_code: outcome.decline.decline,
    message: outcome.decline.message,
    charge: charge.id,
    doc_url: `https://stripe.com/docs/error-codes/${outcome.decline.code.replace(/_/g, '-')}`,
    payment_method: structuredClone(card.method),
  };
  paymentIntent.status = outcome.kind === 'requires_action' ? 'requires_action' : 'requires_payment_method';
  paymentIntent.next_action = outcome.kind === 'requires_action' ? authenticationStep(invoice) : null;
  return outcome;
}
