import type Stripe from 'stripe';
import { canonicalId } from '@stillframe/contracts';
import type { RenewalIssue, SubscriptionSnapshot } from './subscription-snapshot.js';

const date = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Since API 2025-03-31.basil the period lives on each subscription item, not on the subscription;
 * older versions (a webhook endpoint pinned to one) still carry it on the subscription itself.
 */
function period(subscription: Stripe.Subscription): { start: number | null; end: number | null } {
  const item = subscription.items?.data?.[0];
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  return {
    start: item?.current_period_start ?? legacy.current_period_start ?? null,
    end: item?.current_period_end ?? legacy.current_period_end ?? null,
  };
}

/** The subscription as read, with the issue of its latest invoice (read beside it, see the repository). */
export function toSubscriptionSnapshot(
  subscription: Stripe.Subscription,
  issue: RenewalIssue | null = null,
  clockAheadSeconds: number | null = null,
): SubscriptionSnapshot {
  const { start, end } = period(subscription);
  const metadata = subscription.metadata ?? {};
  return {
    id: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: subscription.items?.data?.[0]?.price?.id ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: date(subscription.cancel_at),
    currentPeriodStart: date(start),
    currentPeriodEnd: date(end),
    startedAt: date(subscription.start_date) ?? date(subscription.created) ?? new Date(),
    endedAt: date(subscription.ended_at),
    // Stripe hands back what we stored; read it as a user id, or as none when it is not one.
    userId: canonicalId(metadata.userId || metadata.user_id || ''),
    cancellationReason: subscription.cancellation_details?.reason ?? null,
    issue,
    testClockId: idOf(subscription.test_clock),
    clockAheadSeconds,
  };
}
