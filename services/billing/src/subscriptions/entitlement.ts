import type { AccessEndReason, BillingIssue, SubscriptionStatus } from '@stillframe/contracts';
import type { Subscription } from '../generated/prisma/client.js';
import { EndedStatuses } from '../stripe/subscription-snapshot.js';
import { isDisputed, isFullyRefunded, type PaymentStanding } from './payment-standing.js';

/** The stored fields the entitlement is computed from: the subscription and its payments. */
export type EntitlementInput = Pick<
  Subscription,
  | 'status'
  | 'cancelAtPeriodEnd'
  | 'cancelAt'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'startedAt'
  | 'endedAt'
  | 'cancellationReason'
  | 'issueKind'
  | 'issueSince'
  | 'issueNextRetryAt'
  | 'issueInvoiceUrl'
  | 'issueReason'
  | 'clockAheadSeconds'
> & { payments: PaymentStanding[] };

const DAY_MS = 24 * 60 * 60 * 1000;

export const NoSubscription: SubscriptionStatus = {
  hasActiveSubscription: false,
  subscriptionEndsAt: null,
  status: null,
  cancelAtPeriodEnd: false,
  billingIssue: null,
  accessEndedBecause: null,
};

/**
 * Now on the subscription's own time: a test-mode customer on a Stripe test clock lives on the clock's
 * time (renewals and retries happen there, so the grace period must end there too); everyone else on ours.
 */
export const timeOf = (subscription: EntitlementInput, now: Date): Date =>
  subscription.clockAheadSeconds ? new Date(now.getTime() + subscription.clockAheadSeconds * 1000) : now;

/** The end of past_due's grace: counted from the start of the unpaid period (the failed renewal). */
export function graceEndsAt(subscription: EntitlementInput, graceDays: number): Date | null {
  const since = subscription.currentPeriodStart ?? subscription.currentPeriodEnd;
  return since ? new Date(since.getTime() + graceDays * DAY_MS) : null;
}

/** A payment of it is disputed (open or lost): the bank has taken the money back. */
export const hasDisputedPayment = (subscription: EntitlementInput): boolean =>
  subscription.payments.some(isDisputed);

/** A payment of it went back in full: it ends like the money-back guarantee. */
export const hasRefundedPayment = (subscription: EntitlementInput): boolean =>
  subscription.payments.some(isFullyRefunded);

/**
 * Whether a subscription grants access now. Money decides first: a disputed or fully refunded payment
 * ends access whatever Stripe's status says (billing cancels it at Stripe too, unless a dispute is
 * still open). Then active and trialing do; past_due does for the grace period, so a card that fails
 * once does not lock a paying user out while Stripe retries; every other status does not.
 */
export function grantsAccess(subscription: EntitlementInput, now: Date, graceDays: number): boolean {
  if (hasDisputedPayment(subscription) || hasRefundedPayment(subscription)) return false;
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return true;
    case 'past_due': {
      const end = graceEndsAt(subscription, graceDays);
      return end !== null && timeOf(subscription, now).getTime() < end.getTime();
    }
    default:
      return false;
  }
}

/**
 * Why access is off (null while it is on). A subscription whose first payment never completed never
 * gave access, so nothing ended: null too.
 */
export function accessEndedBecause(
  subscription: EntitlementInput,
  now: Date,
  graceDays: number,
): AccessEndReason | null {
  if (grantsAccess(subscription, now, graceDays)) return null;
  if (hasDisputedPayment(subscription)) return 'disputed';
  if (hasRefundedPayment(subscription)) return 'refunded';
  switch (subscription.status) {
    case 'past_due':
    case 'unpaid':
      return 'non_payment';
    case 'canceled':
      return subscription.cancellationReason === 'payment_failed' ? 'non_payment' : 'canceled';
    case 'incomplete':
    case 'incomplete_expired':
      return null;
    default:
      return 'canceled';
  }
}

/** The unpaid renewal the subscriber is told about: while Stripe's status is past_due or unpaid and the invoice is open. */
export function billingIssueOf(subscription: EntitlementInput, graceDays: number): BillingIssue | null {
  const { status, issueKind, issueSince } = subscription;
  if ((status !== 'past_due' && status !== 'unpaid') || !issueKind || !issueSince) return null;
  const accessUntil =
    graceEndsAt(subscription, graceDays) ?? new Date(issueSince.getTime() + graceDays * DAY_MS);
  return {
    kind: issueKind === 'authentication_required' ? 'authentication_required' : 'payment_failed',
    since: issueSince.toISOString(),
    accessUntil: accessUntil.toISOString(),
    nextRetryAt: subscription.issueNextRetryAt?.toISOString() ?? null,
    invoiceUrl: subscription.issueInvoiceUrl,
    reason: subscription.issueReason,
  };
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
    billingIssue: billingIssueOf(chosen, graceDays),
    accessEndedBecause: accessEndedBecause(chosen, now, graceDays),
  };
}
