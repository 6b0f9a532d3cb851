// Shapes of the Stripe objects the sandbox keeps, as of API 2026-10-28.endive
// (basil+ shapes: periods live on subscription items, invoices have no
// payment_intent). Only the fields the sandbox reads or writes are typed;
// the rest of each object is open so real keys can ride along.

export type Metadata = Record<string, string>;

export type {
  Charge,
  Dispute,
  InvoicePayment,
  PaymentError,
  PaymentIntent,
  PaymentMethod,
  Refund,
} from './payment-types.js';

export interface StripeObjectBase {
  id: string;
  object: string;
  created: number;
  livemode: false;
  [key: string]: unknown;
}

export interface Product extends StripeObjectBase {
  object: 'product';
  name: string;
  active: boolean;
  metadata: Metadata;
}

export interface Price extends StripeObjectBase {
  object: 'price';
  active: boolean;
  currency: string;
  lookup_key: string | null;
  product: string;
  unit_amount: number;
  type: 'recurring' | 'one_time';
  recurring: { interval: string; interval_count: number; [key: string]: unknown } | null;
  metadata: Metadata;
}

export interface Customer extends StripeObjectBase {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null; [key: string]: unknown };
  test_clock: string | null;
  deleted?: true;
}

export interface TestClock extends StripeObjectBase {
  object: 'test_helpers.test_clock';
  deletes_after: number;
  frozen_time: number;
  name: string | null;
  status: 'advancing' | 'ready';
  status_details: { advancing?: { target_frozen_time: number } };
}

export interface CheckoutSession extends StripeObjectBase {
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: string;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  subscription: string | null;
  invoice: string | null;
  url: string | null;
  amount_total: number;
  currency: string;
  metadata: Metadata;
}

export interface LineItem {
  id: string;
  object: 'item';
  price: string;
  quantity: number;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
  [key: string]: unknown;
}

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'paused';

export interface Subscription extends StripeObjectBase {
  object: 'subscription';
  status: SubscriptionStatus;
  customer: string;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  latest_invoice: string | null;
  default_payment_method: string | null;
  cancellation_details: {
    comment: string | null;
    feedback: string | null;
    reason: string | null;
    [key: string]: unknown;
  };
  metadata: Metadata;
}

export interface Invoice extends StripeObjectBase {
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  hosted_invoice_url: string | null;
  currency: string;
  billing_reason: string;
  status_transitions: { finalized_at: number | null; paid_at: number | null; [key: string]: unknown };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  } | null;
}

export interface PortalSession extends StripeObjectBase {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
}

export interface StripeEvent extends StripeObjectBase {
  object: 'event';
  type: string;
  api_version: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

/** The request that caused an action; events carry it in `request`. */
export interface RequestInfo {
  id: string | null;
  idempotencyKey: string | null;
}
