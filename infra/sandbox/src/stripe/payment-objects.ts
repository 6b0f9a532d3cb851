// Money movement behind an invoice: PaymentIntent, Charge, the InvoicePayment
// that links them (basil+ invoices no longer carry payment_intent) and refunds.
import { newId } from './ids.js';
import type { Charge, Invoice, InvoicePayment, Metadata, PaymentIntent, Refund } from './types.js';

export interface Payment {
  paymentIntent: PaymentIntent;
  charge: Charge;
  invoicePayment: InvoicePayment;
}

/** A successful card payment for an invoice: PaymentIntent, its Charge and the link to the invoice. */
export function buildPayment(invoice: Invoice, last4: string, now: number): Payment {
  const amount = invoice.amount_paid;
  const currency = typeof invoice.currency === 'string' ? invoice.currency : 'usd';
  const piId = newId('pi');
  const chargeId = newId('ch');
  const card = { brand: 'visa', country: 'US', exp_month: 12, exp_year: 2034, funding: 'credit', last4 };
  const paymentIntent: PaymentIntent = {
    id: piId,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    capture_method: 'automatic',
    client_secret: `${piId}_secret_${newId('', 16).slice(1)}`,
    created: now,
    currency,
    customer: invoice.customer,
    description: 'Subscription creation',
    last_payment_error: null,
    latest_charge: chargeId,
    livemode: false,
    metadata: {},
    payment_method: newId('pm'),
    payment_method_types: ['card'],
    status: 'succeeded',
  };
  const charge: Charge = {
    id: chargeId,
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    captured: true,
    created: now,
    currency,
    customer: invoice.customer,
    description: 'Subscription creation',
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    outcome: {
      network_status: 'approved_by_network',
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: piId,
    payment_method: paymentIntent.payment_method,
    payment_method_details: { type: 'card', card },
    receipt_url: null,
    refunded: false,
    status: 'succeeded',
  };
  const invoicePayment: InvoicePayment = {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: amount,
    amount_requested: amount,
    created: now,
    currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: piId },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: now },
  };
  return { paymentIntent, charge, invoicePayment };
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
