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

/**
 * A renewal that has not been paid yet while Stripe retries it: what the subscriber is told on every
 * signed-in screen, with one way out (update the card in the portal, or confirm at `invoiceUrl`).
 */
export const BillingIssueSchema = z.object({
  /**
   * `payment_failed`: the card was declined (Stripe retries on its schedule; a new card in the billing
   * portal is tried at once). `authentication_required`: the bank asks the subscriber to confirm the
   * payment on the invoice's page (`invoiceUrl`).
   */
  kind: z.enum(['payment_failed', 'authentication_required']),
  /** When the first attempt to collect this renewal failed. */
  since: z.iso.datetime(),
  /** Pro stays on until then (the grace period after the failed renewal); after it, access ends until paid. */
  accessUntil: z.iso.datetime(),
  /** Stripe's next automatic attempt; null when none is scheduled (e.g. authentication must come first). */
  nextRetryAt: z.iso.datetime().nullable(),
  /** The invoice's hosted page (pay or confirm there); null when Stripe gave none. */
  invoiceUrl: z.string().nullable(),
  /** The bank's reason in words from Stripe, e.g. "Your card has insufficient funds."; null when unknown. */
  reason: z.string().nullable(),
});
export type BillingIssue = z.infer<typeof BillingIssueSchema>;

/**
 * Why Pro is off for a user who had it: `non_payment` (a renewal stayed unpaid past the grace period,
 * or Stripe gave up retrying), `refunded` (the payment was refunded, in the app or in Stripe's
 * dashboard), `disputed` (the subscriber's bank disputes the payment: off while the dispute is open,
 * back if it is won), `canceled` (the subscriber canceled and the paid period ended).
 */
export const AccessEndReasonSchema = z.enum(['non_payment', 'refunded', 'disputed', 'canceled']);
export type AccessEndReason = z.infer<typeof AccessEndReasonSchema>;

export const SubscriptionStatusSchema = z.object({
  /** Stripe status active or trialing; past_due keeps access for a short grace period after the failed renewal (3 days by default). */
  hasActiveSubscription: z.boolean(),
  /** End of the paid period (next billing date, or the end after a cancellation); null without a subscription. */
  subscriptionEndsAt: z.iso.datetime().nullable(),
  /** Stripe's status, e.g. active, trialing, past_due, canceled; null without a subscription. */
  status: z.string().nullable(),
  /** Canceled by the user (e.g. in the billing portal): access lasts until `subscriptionEndsAt`, then ends. */
  cancelAtPeriodEnd: z.boolean(),
  /** Set while a renewal is unpaid (Stripe's past_due), also after the grace period has ended access; null otherwise. */
  billingIssue: BillingIssueSchema.nullable(),
  /** Why access is off for a user who had a subscription; null while access is on or for one who never subscribed. */
  accessEndedBecause: AccessEndReasonSchema.nullable(),
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
  /**
   * The billing state in the admin's words: `active` (paid, incl. a cancellation still to take
   * effect), `trialing`, `past_due` (a renewal failed; Pro on until `accessUntil`), `unpaid` (retries
   * over, or past the grace period: no access), `disputed` (a payment is disputed and the dispute is
   * open or lost), `refunded` (a payment was fully refunded and the subscription ended), `canceled`,
   * `incomplete` (the first payment never completed).
   */
  billingState: z.enum([
    'active',
    'trialing',
    'past_due',
    'unpaid',
    'disputed',
    'refunded',
    'canceled',
    'incomplete',
  ]),
  /** With `past_due`: when the grace period ends access; null otherwise. */
  accessUntil: z.iso.datetime().nullable(),
  /** The type and time of the last Stripe event applied for this user (e.g. `invoice.payment_failed`); null before any. */
  lastEventType: z.string().nullable(),
  lastEventAt: z.iso.datetime().nullable(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;
