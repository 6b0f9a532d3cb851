import type { SubscriptionStatus } from '@stillframe/contracts';
import { formatDay } from '@/lib/format/dates';

export interface AccessEndWords {
  /** Why Pro is off, first on the screen. */
  why: string;
  /** What to do about it, when the action alone does not say it. */
  next: string | null;
  /** The way back: pay in the billing portal, subscribe again, or nothing to do here (an open dispute). */
  action: 'update-payment' | 'subscribe' | 'none';
}

/**
 * What Subscription Required says to someone who had Pro (billing's `accessEndedBecause`); null for
 * someone who never subscribed, who sees the screen as always. A renewal still unpaid after the grace
 * period is `non_payment` even if billing named no reason.
 */
export function accessEndWords(status: SubscriptionStatus | undefined): AccessEndWords | null {
  const because = status?.accessEndedBecause ?? (status?.billingIssue ? 'non_payment' : null);
  switch (because) {
    case 'non_payment':
      // Stripe gave up retrying and canceled the subscription: no payment brings that one back.
      if (status?.status === 'canceled')
        return { why: "Pro ended because a payment didn't go through.", next: null, action: 'subscribe' };
      return {
        why: "Pro ended because a payment didn't go through.",
        // The billing portal pays the open invoice with the new card at once, and Pro is back.
        next: 'Update your payment method: the open payment is taken at once, and Pro turns back on.',
        action: 'update-payment',
      };
    case 'refunded':
      return { why: 'Your payment was refunded, so Pro has ended.', next: null, action: 'subscribe' };
    case 'disputed':
      return {
        why: "Pro is paused while your bank's dispute of a payment is open.",
        next: "If you made this payment, ask your bank to withdraw the dispute: Pro comes back on its own once it's withdrawn.",
        action: 'none',
      };
    case 'canceled':
      return {
        why: status?.subscriptionEndsAt
          ? `Your subscription ended on ${formatDay(status.subscriptionEndsAt)}.`
          : 'Your subscription has ended.',
        next: null,
        action: 'subscribe',
      };
    case null:
      return null;
  }
}
