/** A renewal Stripe could not collect yet: its invoice is open after at least one attempt. */
export interface RenewalIssue {
  /** authentication_required: the bank asks the subscriber to confirm (3-D Secure); payment_failed otherwise. */
  kind: 'payment_failed' | 'authentication_required';
  /** The invoice's creation: the renewal. */
  since: Date;
  /** Stripe's next automatic attempt; null when none is scheduled (authentication must come first). */
  nextRetryAt: Date | null;
  invoiceUrl: string | null;
  /** The bank's reason in words, from the payment's last error. */
  reason: string | null;
}

/** A subscription as read from Stripe, in the billing service's words. */
export interface SubscriptionSnapshot {
  id: string;
  stripeCustomerId: string;
  status: string;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  startedAt: Date;
  endedAt: Date | null;
  /** The user id Checkout copied onto the subscription (`subscription_data.metadata.userId`). */
  userId: string | null;
  /** Stripe's cancellation_details.reason, e.g. payment_failed once Stripe gave up retrying. */
  cancellationReason: string | null;
  /** The latest invoice when it is open after an attempt; null once it is paid (or when none failed). */
  issue: RenewalIssue | null;
  /** The customer's test clock (test mode), on whose time renewals, retries and the grace period run. */
  testClockId: string | null;
  /** How far that clock was ahead of ours when read, in seconds; null without a test clock. */
  clockAheadSeconds: number | null;
}

/** Statuses after which a subscription never bills or grants access again. */
export const EndedStatuses: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
