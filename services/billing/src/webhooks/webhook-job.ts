import type Stripe from 'stripe';
import { canonicalId } from '@stillframe/contracts';
import { z } from 'zod';

/** The events that change a subscription record; any other type is acknowledged and dropped. */
export const AppliedEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** What the worker needs from an event: which subscription to re-read, and hints to find its user. */
export const WebhookJobSchema = z.object({
  eventId: z.string(),
  type: z.enum(AppliedEventTypes),
  created: z.number().int(),
  subscriptionId: z.string(),
  customerId: z.string().nullable(),
  /** Checkout's client_reference_id: the user, for a subscription that carries no userId metadata. */
  userId: z.string().nullable(),
});
export type WebhookJob = z.infer<typeof WebhookJobSchema>;

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
};

const isApplied = (type: string): type is WebhookJob['type'] =>
  (AppliedEventTypes as readonly string[]).includes(type);

/**
 * The subscription an event is about. Invoices name it under `parent.subscription_details` since API
 * basil, under `subscription` before; a payment-mode Checkout or a one-off invoice names none.
 */
function subscriptionOf(type: WebhookJob['type'], object: Record<string, unknown>): string | null {
  switch (type) {
    case 'checkout.session.completed':
      return idOf(object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return idOf(object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as
        { subscription_details?: { subscription?: unknown } | null } | null | undefined;
      return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
    }
  }
}

/** The job for a verified event, or null when the event changes nothing here. */
export function toWebhookJob(event: Stripe.Event): WebhookJob | null {
  if (!isApplied(event.type)) return null;
  const object = event.data.object as unknown as Record<string, unknown>;
  const subscriptionId = subscriptionOf(event.type, object);
  if (!subscriptionId) return null;
  const userId =
    event.type === 'checkout.session.completed' ? canonicalId(idOf(object.client_reference_id) ?? '') : null;
  return {
    eventId: event.id,
    type: event.type,
    created: event.created,
    subscriptionId,
    customerId: idOf(object.customer),
    userId,
  };
}
