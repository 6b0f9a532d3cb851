import { z } from 'zod';
import { whenMissingOrMistyped } from '../common/messages.js';

export const PlanSchema = z.object({
  /** The Stripe price id; send it back as `priceId`. */
  id: z.string(),
  name: z.string(),
  /** Cents per month. */
  price: z.number().int(),
  currency: z.string(),
  interval: z.literal('month'),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

export const SubscriptionStatusSchema = z.object({
  /** Stripe status active or trialing; past_due keeps access for a short grace period after the failed renewal (3 days by default). */
  hasActiveSubscription: z.boolean(),
  /** End of the paid period (next billing date, or the end after a cancellation); null without a subscription. */
  subscriptionEndsAt: z.iso.datetime().nullable(),
  /** Stripe's status, e.g. active, trialing, past_due, canceled; null without a subscription. */
  status: z.string().nullable(),
  /** Canceled by the user (e.g. in the billing portal): access lasts until `subscriptionEndsAt`, then ends. */
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const StatusQuerySchema = z.object({
  /**
   * The Checkout Session id the success page was given (`session_id`). With it, a just-paid subscription
   * is read from Stripe at once instead of waiting for the webhook; a session of another user is ignored.
   */
  sessionId: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]+$/, 'sessionId must be a Checkout Session id (cs_...)')
    .max(255)
    .optional(),
});
export type StatusQuery = z.infer<typeof StatusQuerySchema>;

export const CheckoutRequestSchema = z.object({
  /** The `id` of a plan from `/api/subscription/plans`. */
  priceId: z
    .string({ error: whenMissingOrMistyped('priceId is required') })
    .min(1, 'priceId is required')
    .max(200, 'priceId must be at most 200 characters long'),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({
  /**
   * The id of the Stripe session the browser is sent to: a Checkout Session (`cs_...`), or, for a user
   * who already has a subscription (active, or with a renewal payment pending), a billing portal session
   * (`bps_...`), so nobody pays twice.
   */
  sessionId: z.string(),
  /** Where the browser goes next (`window.location.href = url`): Stripe Checkout, or the billing portal. */
  url: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const PortalResponseSchema = z.object({
  /** A short-lived Stripe billing portal link; create it when the user clicks, then redirect. */
  url: z.string(),
});
export type PortalResponse = z.infer<typeof PortalResponseSchema>;
export const WebhookAckSchema = z.object({ received: z.literal(true) });

export const RefundResponseSchema = z.object({
  /** A refund was made by this call; false when the last payment had already been refunded (or there was none). */
  refunded: z.boolean(),
  /** Cents refunded by this call (0 when nothing was refunded). */
  amountCents: z.number().int(),
  /** The subscription is canceled now, by this call or earlier; it never bills again. */
  canceled: z.boolean(),
});
export type RefundResponse = z.infer<typeof RefundResponseSchema>;

/** A user's latest subscription as the admin table shows it; users who never subscribed have no row. */
export const AdminSubscriptionSchema = z.object({
  userId: z.string(),
  /** Stripe's status, e.g. active, trialing, past_due, canceled. */
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  startedAt: z.iso.datetime(),
  /** The money-back guarantee still applies: started under 30 days ago and not canceled yet. */
  refundable: z.boolean(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;
