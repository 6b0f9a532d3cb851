import type { AdminSubscription } from '@stillframe/contracts';
import {
  grantsAccess,
  graceEndsAt,
  hasDisputedPayment,
  hasRefundedPayment,
  type EntitlementInput,
} from '../subscriptions/entitlement.js';

export type BillingState = AdminSubscription['billingState'];

/**
 * The billing state in the admin's words (the contract lists them). The money comes first: a disputed
 * payment, then a full refund, say more than Stripe's status. past_due past its grace reads as
 * unpaid (no access), and so does a subscription Stripe canceled after its retries failed.
 */
export function billingStateOf(subscription: EntitlementInput, now: Date, graceDays: number): BillingState {
  if (hasDisputedPayment(subscription)) return 'disputed';
  if (hasRefundedPayment(subscription)) return 'refunded';
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return subscription.status;
    case 'past_due':
      return grantsAccess(subscription, now, graceDays) ? 'past_due' : 'unpaid';
    case 'unpaid':
      return 'unpaid';
    case 'canceled':
      return subscription.cancellationReason === 'payment_failed' ? 'unpaid' : 'canceled';
    case 'incomplete':
    case 'incomplete_expired':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

/** With past_due: when the grace period ends access; null in every other state. */
export function accessUntilOf(
  subscription: EntitlementInput,
  state: BillingState,
  graceDays: number,
): Date | null {
  return state === 'past_due' ? graceEndsAt(subscription, graceDays) : null;
}
