// Factories for Stripe objects with their real field names and defaults.
// Fields the sandbox never changes are filled with Stripe's usual nulls so
// clients that read them see realistic values.
import { newId } from './ids.js';
import type {
  Charge,
  Customer,
  Invoice,
  InvoicePayment,
  Metadata,
  PaymentIntent,
  Price,
  Refund,
  Subscription,
} from './types.js';

export function buildCustomer(now: number, email: string | null, name: string | null, metadata: Metadata): Customer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email,
    invoice_prefix: newId('', 8).slice(1).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata,
    name,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface SubscriptionInput {
  now: number;
  customer: string;
  price: Price;
  quantity: number;
  periodEnd: number;
  metadata: Metadata;
}

export function buildSubscription(input: SubscriptionInput): Subscription {
  const id = newId('sub');
  const { now, periodEnd } = input;
  return {
    id,
    object: 'subscription',
    application: null,
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si', 14),
          object: 'subscription_item',
          created: now,
          current_period_start: now,
          current_period_end: periodEnd,
          discounts: [],
          metadata: {},
          price: structuredClone(input.price),
          quantity: input.quantity,
          subscription: id,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    pending_update: null,
    start_date: now,
    status: 'active',
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
}

export function buildInvoice(sub: Subscription, billingReason: string, now: number): Invoice {
  const item = sub.items.data[0];
  const amount = item ? item.price.unit_amount * item.quantity : 0;
  const id = newId('in');
  const period = { start: item?.current_period_start ?? now, end: item?.current_period_end ?? now };
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    amount_due: amount,
    amount_paid: amount,
    amount_remaining: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: item?.price.currency ?? 'usd',
    customer: sub.customer,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      object: 'list',
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: item?.price.currency ?? 'usd',
          description: `1 × Stillframe Pro (at $${(amount / 100).toFixed(2)} / month)`,
          period,
          pricing: { type: 'price_details', price_details: { price: item?.price.id, product: item?.price.product } },
          quantity: item?.quantity ?? 1,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    number: null,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
    period_end: period.start,
    period_start: period.start,
    status: 'paid',
    status_transitions: { finalized_at: now, paid_at: now, voided_at: null, marked_uncollectible_at: null },
    subtotal: amount,
    total: amount,
  };
}

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
    outcome: { network_status: 'approved_by_network', risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' },
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

export function buildRefund(charge: Charge, amount: number, reason: string | null, metadata: Metadata, now: number): Refund {
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
