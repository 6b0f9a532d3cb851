// Factories for Stripe objects with their real field names and defaults.
// Fields the sandbox never changes are filled with Stripe's usual nulls so
// clients that read them see realistic values.
import { newId } from './ids.js';
import type { Customer, Invoice, Metadata, Price, Subscription } from './types.js';

export function buildCustomer(
  now: number,
  email: string | null,
  name: string | null,
  metadata: Metadata,
): Customer {
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
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
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
  testClock: string | null;
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
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
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
    test_clock: input.testClock,
    trial_end: null,
    trial_start: null,
  };
}

export interface InvoiceContext {
  customer: Customer | undefined;
  /** Where the sandbox serves its pages; the invoice's hosted page lives there. */
  publicUrl: string;
  /** How many invoices the customer had before this one, for its number. */
  sequence: number;
}

/** A finalized invoice, open and not yet attempted: the payment attempt settles it. */
export function buildInvoice(
  sub: Subscription,
  billingReason: string,
  now: number,
  context: InvoiceContext,
): Invoice {
  const item = sub.items.data[0];
  const amount = item ? item.price.unit_amount * item.quantity : 0;
  const id = newId('in');
  const customer = context.customer;
  const period = { start: item?.current_period_start ?? now, end: item?.current_period_end ?? now };
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Stillframe',
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: item?.price.currency ?? 'usd',
    customer: sub.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    default_payment_method: null,
    description: null,
    due_date: null,
    effective_at: now,
    hosted_invoice_url: `${context.publicUrl}/invoice/${id}`,
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
          pricing: {
            type: 'price_details',
            price_details: { price: item?.price.id, product: item?.price.product },
          },
          quantity: item?.quantity ?? 1,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${String(customer?.invoice_prefix ?? 'SANDBOX')}-${String(context.sequence + 1).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
    period_end: period.start,
    period_start: period.start,
    status: 'open',
    status_transitions: { finalized_at: now, paid_at: null, voided_at: null, marked_uncollectible_at: null },
    subtotal: amount,
    test_clock: sub.test_clock ?? null,
    total: amount,
  };
}
