// Money objects the sandbox keeps (Stripe API 2026-10-28.endive): saved cards, payment
// intents and their charges, the invoice payments linking them to invoices, refunds, disputes.
import type { StripeObjectBase } from './types.js';

export interface PaymentMethod extends StripeObjectBase {
  object: 'payment_method';
  customer: string | null;
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; [key: string]: unknown };
}

export interface InvoicePayment extends StripeObjectBase {
  object: 'invoice_payment';
  amount_paid: number | null;
  invoice: string;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
  status_transitions: { canceled_at: number | null; paid_at: number | null };
}

/** `last_payment_error` of a PaymentIntent: the card error of the latest failed attempt. */
export interface PaymentError {
  type: 'card_error';
  code: string;
  decline_code: string;
  message: string;
  charge: string;
  doc_url: string;
  payment_method: PaymentMethod | undefined;
}

export interface PaymentIntent extends StripeObjectBase {
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  latest_charge: string | null;
  last_payment_error: PaymentError | null;
  next_action: Record<string, unknown> | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
}

export interface Charge extends StripeObjectBase {
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  refunded: boolean;
  disputed: boolean;
  status: 'succeeded' | 'failed';
}

export interface Dispute extends StripeObjectBase {
  object: 'dispute';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string | null;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
}

export interface Refund extends StripeObjectBase {
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string | null;
  status: string;
}
