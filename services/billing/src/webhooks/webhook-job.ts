import type Stripe from 'stripe';
import { canonicalId } from '@stillframe/contracts';
import { z } from 'zod';
import { idOf, subscriptionOfInvoice } from '../stripe/stripe-ids.js';

/** Events that name a subscription: the worker reads it again from Stripe. */
export const SubscriptionEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
] as const;

/** Events about money already taken: they name a charge; the worker reads it and its disputes again. */
export const PaymentEventTypes = [
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
] as const;

/** A Stripe test clock (test mode) moved: the subscriptions on it are read again, on its new time. */
export const ClockEventTypes = ['test_helpers.test_clock.ready'] as const;

/** Every event type applied here; any other is acknowledged and dropped. */
export const AppliedEventTypes: readonly string[] = [
  ...SubscriptionEventTypes,
  ...PaymentEventTypes,
  ...ClockEventTypes,
];

const common = {
  eventId: z.string(),
  created: z.number().int(),
  customerId: z.string().nullable(),
  /** Checkout's client_reference_id: the user, for a subscription that carries no userId metadata. */
  userId: z.string().nullable(),
};

export const SubscriptionJobSchema = z.object({
  ...common,
  type: z.enum(SubscriptionEventTypes),
  subscriptionId: z.string(),
});
export type SubscriptionJob = z.infer<typeof SubscriptionJobSchema>;

export const PaymentJobSchema = z.object({
  ...common,
  type: z.enum(PaymentEventTypes),
  /** The charge refunded or disputed (a dispute's `charge`). */
  chargeId: z.string(),
});
export type PaymentJob = z.infer<typeof PaymentJobSchema>;

export const ClockJobSchema = z.object({
  ...common,
  type: z.enum(ClockEventTypes),
  clockId: z.string(),
});
export type ClockJob = z.infer<typeof ClockJobSchema>;

/** What the worker needs from an event: what to re-read, and hints to find its user. */
export const WebhookJobSchema = z.union([SubscriptionJobSchema, PaymentJobSchema, ClockJobSchema]);
export type WebhookJob = z.infer<typeof WebhookJobSchema>;

export const isPaymentJob = (job: WebhookJob): job is PaymentJob => 'chargeId' in job;
export const isClockJob = (job: WebhookJob): job is ClockJob => 'clockId' in job;

const isOneOf = <T extends string>(types: readonly T[], type: string): type is T =>
  (types as readonly string[]).includes(type);

/** The subscription an event is about; a payment-mode Checkout or a one-off invoice names none. */
function subscriptionOf(type: SubscriptionJob['type'], object: Record<string, unknown>): string | null {
  switch (type) {
    case 'checkout.session.completed':
      return idOf(object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return idOf(object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
      return subscriptionOfInvoice(object);
  }
}

/** The charge: a refund event carries the charge itself, a dispute event names it. */
const chargeOf = (type: PaymentJob['type'], object: Record<string, unknown>): string | null =>
  type === 'charge.refunded' ? idOf(object.id) : idOf(object.charge);

/** The job for a verified event, or null when the event changes nothing here. */
export function toWebhookJob(event: Stripe.Event): WebhookJob | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const base = { eventId: event.id, created: event.created, customerId: idOf(object.customer) };
  if (isOneOf(PaymentEventTypes, event.type)) {
    const chargeId = chargeOf(event.type, object);
    return chargeId ? { ...base, type: event.type, chargeId, userId: null } : null;
  }
  if (isOneOf(ClockEventTypes, event.type)) {
    const clockId = idOf(object.id);
    return clockId ? { ...base, type: event.type, clockId, userId: null } : null;
  }
  if (!isOneOf(SubscriptionEventTypes, event.type)) return null;
  const subscriptionId = subscriptionOf(event.type, object);
  if (!subscriptionId) return null;
  const userId =
    event.type === 'checkout.session.completed' ? canonicalId(idOf(object.client_reference_id) ?? '') : null;
  return { ...base, type: event.type, subscriptionId, userId };
}
