import type { BillingIssue } from '@stillframe/contracts';

// Per user, in this tab's session: closing the banner hides it until the tab is closed.
const keyOf = (userId: string) => `stillframe.billingIssueDismissed.${userId}`;

/**
 * What a dismissal is of: this issue (its kind and when it began) in this phase. A new failed renewal, the
 * bank asking for a confirmation instead, or the grace period ending (Pro paused) is news: the banner shows again.
 */
export const issueIdentity = (issue: BillingIssue, paused: boolean): string =>
  `${issue.kind}|${issue.since}|${paused ? 'paused' : 'grace'}`;

export function readDismissedIssue(userId: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function storeDismissedIssue(userId: string, identity: string): void {
  try {
    window.sessionStorage.setItem(keyOf(userId), identity);
  } catch {
    // Storage unavailable: the banner stays closed until the page is loaded again.
  }
}
