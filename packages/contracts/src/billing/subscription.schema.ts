import { z } from 'zod';

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
  hasActiveSubscription: z.boolean(),
  /** End of the paid period (next billing date, or the end after a cancellation); null without a subscription. */
  subscriptionEndsAt: z.iso.datetime().nullable(),
  /** Stripe's status, e.g. active, trialing, past_due, canceled; null without a subscription. */
  status: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CheckoutRequestSchema = z.object({
  priceId: z.string({ error: 'priceId is required' }).min(1, 'priceId is required').max(200),
});
export const CheckoutResponseSchema = z.object({ sessionId: z.string(), url: z.string() });
export const PortalResponseSchema = z.object({ url: z.string() });
export const WebhookAckSchema = z.object({ received: z.literal(true) });

export const RefundResponseSchema = z.object({
  refunded: z.boolean(),
  amountCents: z.number().int(),
  canceled: z.boolean(),
});
