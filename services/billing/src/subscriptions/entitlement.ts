import type { SubscriptionStatus } from '@stillframe/contracts';
import type { Subscription } from '../generated/prisma/client.js';
import { EndedStatuses } from '../stripe/subscription-snapshot.js';

/** The stored fields the entitlement is computed from. */
export type EntitlementInput = Pick<
  Subscription,
  | 'status'
  | 'cancelAtPeriodEnd'
  | 'cancelAt'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'startedAt'
  | 'endedAt'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

export const NoSubscription: SubscriptionStatus = {
  hasActiveSubscription: false,
  subscriptionEndsAt: null,
  status: null,
  cancelAtPeriodEnd: false,
};

/**
 * Whether a subscription grants access now. active and trialing do; past_due does for a grace period
 * counted from the start of the unpaid period (the failed renewal), so a card that fails once does not
 * lock a paying user out while Stripe retries; every other status does not.
 */
export function grantsAccess(subscription: EntitlementInput, now: Date, graceDays: number): boolean {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return true;
    case 'past_due': {
      const since = subscription.currentPeriodStart ?? subscription.currentPeriodEnd;
      return since !== null && now.getTime() < since.getTime() + graceDays * DAY_MS;
    }
    default:
      return false;
  }
}

/** When access ends: the scheduled cancellation, the end of a canceled one, or the next billing date. */
function endsAt(subscription: EntitlementInput): Date | null {
  if (EndedStatuses.has(subscription.status)) return subscription.endedAt ?? subscription.currentPeriodEnd;
  if (subscription.cancelAt) return subscription.cancelAt;
  return subscription.currentPeriodEnd;
}

/**
 * A user's entitlement from all their subscriptions: the one granting access if any (a user who
 * resubscribed has an old canceled one too), otherwise the most recently started.
 */
export function entitlementOf(
  subscriptions: EntitlementInput[],
  now: Date,
  graceDays: number,
): SubscriptionStatus {
  const newestFirst = [...subscriptions].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const chosen =
    newestFirst.find((subscription) => grantsAccess(subscription, now, graceDays)) ?? newestFirst[0];
  if (!chosen) return NoSubscription;
  const end = endsAt(chosen);
  return {
    hasActiveSubscription: grantsAccess(chosen, now, graceDays),
    subscriptionEndsAt: end ? end.toISOString() : null,
    status: chosen.status,
    // A cancel that has happened is no longer pending.
    cancelAtPeriodEnd:
      !EndedStatuses.has(chosen.status) && (chosen.cancelAtPeriodEnd || chosen.cancelAt !== null),
  };
}
