// Shapes of the Stripe objects the sandbox keeps, as of API 2026-10-28.endive
// (basil+ shapes: periods live on subscription items, invoices have no
// payment_intent). Only the fields the sandbox reads or writes are typed;
// the rest of each object is open so real keys can ride along.

export type Metadata = Record<string, string>;

interface StripeObjectBase {
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
  deleted?: true;
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
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'paused';

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
  metadata: Metadata;
}

export interface Invoice extends StripeObjectBase {
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amount_paid: number;
  billing_reason: string;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Metadata };
  } | null;
}

export interface InvoicePayment extends StripeObjectBase {
  object: 'invoice_payment';
  invoice: string;
  payment: { type: 'payment_intent'; payment_intent: string };
}

export interface PaymentIntent extends StripeObjectBase {
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  latest_charge: string | null;
  status: string;
}

export interface Charge extends StripeObjectBase {
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  refunded: boolean;
}

export interface Refund extends StripeObjectBase {
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string | null;
  status: string;
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
