import type { BillingIssue } from '@stillframe/contracts';
import { formatDay } from '@/lib/format/dates';

export interface BillingIssueWords {
  /** What happened and what it means for Pro. */
  message: string;
  /** Stripe's next automatic try, when one is planned. */
  retry: string | null;
  /** The invoice's page, where the subscriber confirms the payment; null unless the bank asks for that. */
  confirmUrl: string | null;
  /** Pro is off until the payment goes through: the grace period is over. */
  paused: boolean;
}

// Stripe's reason is a sentence ("Your card has insufficient funds."); it continues ours after a colon.
const asClause = (reason: string): string =>
  reason
    .trim()
    .replace(/\.+$/, '')
    .replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());

/**
 * A renewal that has not been paid, said the same way on the banner of every screen and in Settings.
 * `hasAccess`: Pro is still on (the grace period after the failed renewal); after it, Pro is paused.
 */
export function billingIssueWords(issue: BillingIssue, hasAccess: boolean): BillingIssueWords {
  const confirmUrl = issue.kind === 'authentication_required' ? issue.invoiceUrl : null;
  const retry = issue.nextRetryAt ? `We'll try your card again on ${formatDay(issue.nextRetryAt)}.` : null;
  if (!hasAccess)
    return { message: "Pro is paused: your payment didn't go through.", retry, confirmUrl, paused: true };
  const until = `Pro stays on until ${formatDay(issue.accessUntil)}.`;
  const reason = issue.reason?.trim() ? `: ${asClause(issue.reason)}` : '';
  const message =
    issue.kind === 'authentication_required'
      ? `Your bank asks you to confirm this month's payment. ${until}`
      : `Your payment didn't go through${reason}. ${until}`;
  return { message, retry, confirmUrl, paused: false };
}
