import type { EntitlementInput } from '../../src/subscriptions/entitlement.js';

const DAY = 24 * 60 * 60 * 1000;
/** The fixed "now" of the entitlement specs. */
export const now = new Date('2026-06-15T12:00:00.000Z');
/** `days` from `now` (negative: before). */
export const at = (days: number) => new Date(now.getTime() + days * DAY);
/** A payment of $5 neither refunded nor disputed. */
export const paid = { amount: 500, amountRefunded: 0, disputeStatus: null };
/** No unpaid renewal: what a paid (or retried and paid) subscription stores. */
export const noIssue = {
  issueKind: null,
  issueSince: null,
  issueNextRetryAt: null,
  issueInvoiceUrl: null,
  issueReason: null,
} as const;

/** A subscription as stored: active, paid, in a period that started 10 days ago, unless overridden. */
export const subscriptionRow = (overrides: Partial<EntitlementInput> = {}): EntitlementInput => ({
  status: 'active',
  cancelAtPeriodEnd: false,
  cancelAt: null,
  currentPeriodStart: at(-10),
  currentPeriodEnd: at(20),
  startedAt: at(-10),
  endedAt: null,
  cancellationReason: null,
  ...noIssue,
  clockAheadSeconds: null,
  payments: [paid],
  ...overrides,
});
