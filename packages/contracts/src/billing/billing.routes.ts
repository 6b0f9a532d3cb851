import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { IdParamSchema } from '../common/ids.js';
import {
  AdminSubscriptionSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  PlanSchema,
  PortalResponseSchema,
  RefundResponseSchema,
  StatusQuerySchema,
  SubscriptionStatusSchema,
  WebhookAckSchema,
} from './subscription.schema.js';

const tag = 'Subscription';

export const billingRoutes = {
  plans: defineRoute({
    id: 'subscription.plans',
    method: 'GET',
    path: '/api/subscription/plans',
    service: 'billing',
    access: 'public',
    tag,
    response: z.array(PlanSchema),
    summary: 'The Pro monthly plan (500 cents when Stripe is unreachable)',
  }),
  status: defineRoute({
    id: 'subscription.status',
    method: 'GET',
    path: '/api/subscription/status',
    service: 'billing',
    access: 'user',
    tag,
    query: StatusQuerySchema,
    response: SubscriptionStatusSchema,
    summary: "The signed-in user's subscription status",
    description:
      'The success page passes `sessionId` (its `session_id`) so that the status is right at once after paying.',
  }),
  createCheckoutSession: defineRoute({
    id: 'subscription.checkout',
    example: { body: { priceId: 'price_pro_monthly' } },
    method: 'POST',
    path: '/api/subscription/create-checkout-session',
    service: 'billing',
    access: 'user',
    tag,
    body: CheckoutRequestSchema,
    response: CheckoutResponseSchema,
    summary:
      'Start a Stripe Checkout for the plan; the browser goes to `url`. With an active subscription, `url` is the billing portal.',
    description:
      'Answers `{sessionId, url}`. Without an active subscription: a subscription-mode Checkout Session (`cs_...`) that returns to ' +
      '`/subscription/success?session_id=...` or `/subscription/cancel`. With one (or one whose renewal payment Stripe is still ' +
      'retrying): a billing portal session (`bps_...`) instead, so nobody pays twice. A repeated request within a minute answers ' +
      'the same Checkout Session. 400 for an unknown `priceId`; 503 `billing_unavailable` while Stripe cannot be reached.',
  }),
  createCustomerPortal: defineRoute({
    id: 'subscription.portal',
    method: 'POST',
    path: '/api/subscription/create-customer-portal',
    service: 'billing',
    access: 'user',
    tag,
    response: PortalResponseSchema,
    summary: 'A Stripe billing portal session; the browser goes to `url`',
    description: '400 `no_billing_account` for a user who never started a checkout (no Stripe customer yet).',
  }),
  webhook: defineRoute({
    id: 'subscription.webhook',
    method: 'POST',
    path: '/api/subscription/webhook',
    service: 'billing',
    access: 'webhook',
    tag,
    // Stripe events are small, but a subscription with many items can pass the default.
    bodyLimitBytes: 512 * 1024,
    response: WebhookAckSchema,
    summary: 'Stripe webhook, verified with the Stripe-Signature header over the raw body',
    description:
      'Answers 200 as soon as the event is verified and queued (BullMQ, job id = event id); a worker applies it. 400 for a missing or ' +
      'wrong signature; 503 when the queue cannot take the event, so that Stripe delivers it again.',
  }),
  refund: defineRoute({
    id: 'admin.refundSubscription',
    example: { params: { id: '6f1c1e0a-0000-4000-8000-000000000001' } },
    method: 'POST',
    path: '/api/admin/users/:id/refund',
    service: 'billing',
    access: 'admin',
    tag: 'Admin',
    params: IdParamSchema,
    response: RefundResponseSchema,
    summary:
      '30-day money-back guarantee: refund the last payment of a subscription started under 30 days ago and cancel it',
    description:
      '404 when the user has no subscription; 409 `conflict` when it started 30 days ago or more. Safe to repeat.',
  }),
  adminSubscriptions: defineRoute({
    id: 'admin.listSubscriptions',
    method: 'GET',
    path: '/api/admin/subscriptions',
    service: 'billing',
    access: 'admin',
    tag: 'Admin',
    response: z.array(AdminSubscriptionSchema),
    summary: "Each user's latest subscription, for the admin table (users who never subscribed are absent)",
    description:
      'The admin table joins this list to `GET /api/admin/users` by user id: subscriptions are billing data, so they come from billing.',
  }),
};
