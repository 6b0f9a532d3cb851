// Money movement behind an invoice: PaymentIntent, Charge, the InvoicePayment
// that links them (basil+ invoices no longer carry payment_intent) and refunds.
import type { Decline } from './cards.js';
import { newId } from './ids.js';
import type {
  Charge,
  Invoice,
  InvoicePayment,
  Metadata,
  PaymentIntent,
  PaymentMethod,
  Refund,
} from './types.js';

/** The PaymentIntent Stripe makes for an invoice's payment, before any attempt. */
export function buildPaymentIntent(invoice: Invoice, description: string, now: number): PaymentIntent {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: invoice.amount_due,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('', 16).slice(1)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: invoice.currency,
    customer: invoice.customer,
    description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
  };
}

/** Links an invoice to the PaymentIntent that pays it (basil+ invoices no longer name it). */
export function buildInvoicePayment(invoice: Invoice, paymentIntentId: string, now: number): InvoicePayment {
  return {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: paymentIntentId },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

function outcomeOf(decline: Decline | undefined): Record<string, unknown> {
  if (!decline) {
    return {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    };
  }
  return {
    advice_code: decline.decline === 'insufficient_funds' ? 'try_again_later' : 'do_not_try_again',
    network_advice_code: null,
    network_decline_code: null,
    network_status: 'declined_by_network',
    reason: decline.decline,
    risk_level: 'normal',
    seller_message:
      decline.decline === 'generic_decline'
        ? 'The bank did not return any further details with this decline.'
        : `The bank returned the decline code \`${decline.decline}\`.`,
    type: 'issuer_declined',
  };
}

/** One attempt to take the PaymentIntent's amount from a card: succeeded, or failed with a decline. */
export function buildCharge(
  paymentIntent: PaymentIntent,
  method: PaymentMethod,
  decline: Decline | undefined,
  now: number,
): Charge {
  const paid = decline === undefined;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: paymentIntent.amount,
    amount_captured: paid ? paymentIntent.amount : 0,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: method.billing_details,
    captured: paid,
    created: now,
    currency: paymentIntent.currency,
    customer: paymentIntent.customer,
    description: paymentIntent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: {},
    outcome: outcomeOf(decline),
    paid,
    payment_intent: paymentIntent.id,
    payment_method: method.id,
    payment_method_details: {
      type: 'card',
      card: {
        brand: method.card.brand,
        country: 'US',
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
        funding: 'credit',
        last4: method.card.last4,
      },
    },
    receipt_url: null,
    refunded: false,
    status: paid ? 'succeeded' : 'failed',
  };
}

export function buildRefund(
  charge: Charge,
  amount: number,
  reason: string | null,
  metadata: Metadata,
  now: number,
): Refund {
  return {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: now,
    currency: charge.currency,
    destination_details: { type: 'card', card: { type: 'refund', reference_status: 'pending' } },
    livemode: false,
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    status: 'succeeded',
  };
}
