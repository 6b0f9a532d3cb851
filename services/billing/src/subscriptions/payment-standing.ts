/** What a stored payment says about access: the money-back and dispute rules, pure. */
export interface PaymentStanding {
  amount: number;
  amountRefunded: number;
  disputeStatus: string | null;
}

/**
 * A dispute still to be decided: the bank has taken the money back (or warned it may) until the
 * subscriber's bank rules. Appeals follow a lost dispute, so they count as still lost until won.
 */
const UNDECIDED = new Set([
  'warning_needs_response',
  'needs_response',
  'under_review',
  'warning_under_review',
  'appeal_needs_response',
  'appeal_under_review',
]);

/** An open or lost dispute: access stays off. A won one (or an inquiry closed as a warning) counts for nothing. */
export const isDisputed = (payment: PaymentStanding): boolean =>
  payment.disputeStatus !== null &&
  (UNDECIDED.has(payment.disputeStatus) || payment.disputeStatus === 'lost');

export const isLostDispute = (payment: PaymentStanding): boolean => payment.disputeStatus === 'lost';

/** All of it went back, in the app (the money-back guarantee) or in Stripe's dashboard. */
export const isFullyRefunded = (payment: PaymentStanding): boolean =>
  payment.amount > 0 && payment.amountRefunded >= payment.amount;

export type SubscriptionEnding = 'refunded' | 'disputed';

/**
 * Whether the payment's subscription must end now: a full refund ends it like the money-back
 * guarantee; a lost dispute too (no more charges to a card whose holder disputes). An open dispute
 * only turns access off: won, it comes back.
 */
export function endingCalledFor(payment: PaymentStanding): SubscriptionEnding | null {
  if (isLostDispute(payment)) return 'disputed';
  if (isFullyRefunded(payment)) return 'refunded';
  return null;
}
