import {
  accessEndedBecause,
  billingIssueOf,
  entitlementOf,
  grantsAccess,
  NoSubscription,
  type EntitlementInput,
} from './entitlement.js';
import { at, noIssue, now, paid, subscriptionRow } from '../../test/support/entitlement-input.js';

const subscription = subscriptionRow;
/** A renewal that failed `daysAgo` days ago, Stripe retrying in 3 days. */
const unpaidRenewal = (daysAgo: number, overrides: Partial<EntitlementInput> = {}) =>
  subscription({
    status: 'past_due',
    currentPeriodStart: at(-daysAgo),
    currentPeriodEnd: at(30 - daysAgo),
    issueKind: 'payment_failed',
    issueSince: at(-daysAgo),
    issueNextRetryAt: at(3 - daysAgo),
    issueInvoiceUrl: 'https://invoice.stripe.test/i/in_1',
    issueReason: 'Your card was declined.',
    ...overrides,
  });

describe('grantsAccess', () => {
  it.each(['active', 'trialing'])('%s grants access', (status) => {
    expect(grantsAccess(subscription({ status }), now, 3)).toBe(true);
  });

  it.each(['incomplete', 'incomplete_expired', 'unpaid', 'canceled', 'paused'])('%s does not', (status) => {
    expect(grantsAccess(subscription({ status }), now, 3)).toBe(false);
  });

  it('past_due keeps access for the grace period after the failed renewal, not after', () => {
    expect(grantsAccess(subscription({ status: 'past_due', currentPeriodStart: at(-2.9) }), now, 3)).toBe(
      true,
    );
    expect(grantsAccess(subscription({ status: 'past_due', currentPeriodStart: at(-3) }), now, 3)).toBe(
      false,
    );
    expect(grantsAccess(subscription({ status: 'past_due', currentPeriodStart: at(-1) }), now, 0)).toBe(
      false,
    );
  });

  it.each(['warning_needs_response', 'needs_response', 'under_review', 'warning_under_review', 'lost'])(
    'a payment disputed (%s) ends access, even while Stripe says active',
    (disputeStatus) => {
      expect(grantsAccess(subscription({ payments: [paid, { ...paid, disputeStatus }] }), now, 3)).toBe(
        false,
      );
    },
  );

  it.each(['won', 'warning_closed'])('a dispute %s gives access back', (disputeStatus) => {
    expect(grantsAccess(subscription({ payments: [{ ...paid, disputeStatus }] }), now, 3)).toBe(true);
  });

  it("past_due's grace runs on the customer's Stripe test clock when it has one", () => {
    const renewed = subscription({ status: 'past_due', currentPeriodStart: at(-1) });
    expect(grantsAccess(renewed, now, 3)).toBe(true);
    // The clock was moved 2.5 days ahead of ours: on its time the renewal failed 3.5 days ago.
    expect(grantsAccess({ ...renewed, clockAheadSeconds: 2.5 * 86_400 }, now, 3)).toBe(false);
    expect(accessEndedBecause({ ...renewed, clockAheadSeconds: 2.5 * 86_400 }, now, 3)).toBe('non_payment');
  });

  it('a full refund ends access; a partial one does not', () => {
    expect(grantsAccess(subscription({ payments: [{ ...paid, amountRefunded: 500 }] }), now, 3)).toBe(false);
    expect(grantsAccess(subscription({ payments: [{ ...paid, amountRefunded: 200 }] }), now, 3)).toBe(true);
  });
});

describe('accessEndedBecause', () => {
  const reason = (overrides: Partial<EntitlementInput>) =>
    accessEndedBecause(subscription(overrides), now, 3);

  it('is null while access is on, in the grace period included', () => {
    expect(reason({})).toBeNull();
    expect(accessEndedBecause(unpaidRenewal(1), now, 3)).toBeNull();
  });

  it('non_payment: past_due beyond the grace period, unpaid, or canceled by Stripe after the retries', () => {
    expect(accessEndedBecause(unpaidRenewal(4), now, 3)).toBe('non_payment');
    expect(reason({ status: 'unpaid' })).toBe('non_payment');
    expect(reason({ status: 'canceled', cancellationReason: 'payment_failed', endedAt: at(-1) })).toBe(
      'non_payment',
    );
  });

  it('refunded: a payment refunded in full, in the app or in the dashboard, before or after the cancel lands', () => {
    const refunded = [{ ...paid, amountRefunded: 500 }];
    expect(reason({ payments: refunded })).toBe('refunded');
    expect(
      reason({ status: 'canceled', cancellationReason: 'cancellation_requested', payments: refunded }),
    ).toBe('refunded');
  });

  it('disputed: a dispute open or lost, whatever else happened', () => {
    expect(reason({ payments: [{ ...paid, disputeStatus: 'needs_response' }] })).toBe('disputed');
    expect(
      reason({
        status: 'canceled',
        payments: [{ ...paid, amountRefunded: 500, disputeStatus: 'lost' }],
      }),
    ).toBe('disputed');
  });

  it('canceled: the subscriber canceled (or anything else ended it)', () => {
    expect(reason({ status: 'canceled', cancellationReason: 'cancellation_requested' })).toBe('canceled');
    expect(reason({ status: 'canceled' })).toBe('canceled');
    expect(reason({ status: 'paused' })).toBe('canceled');
  });

  it('is null for a subscription whose first payment never completed: it never gave access', () => {
    expect(reason({ status: 'incomplete', payments: [] })).toBeNull();
    expect(reason({ status: 'incomplete_expired', payments: [] })).toBeNull();
  });
});

describe('billingIssueOf', () => {
  it('tells a failed renewal while past_due, with access until the end of the grace period', () => {
    expect(billingIssueOf(unpaidRenewal(1), 3)).toEqual({
      kind: 'payment_failed',
      since: at(-1).toISOString(),
      accessUntil: at(2).toISOString(),
      nextRetryAt: at(2).toISOString(),
      invoiceUrl: 'https://invoice.stripe.test/i/in_1',
      reason: 'Your card was declined.',
    });
  });

  it('stays after the grace period and once Stripe marks it unpaid, while the invoice is open', () => {
    expect(billingIssueOf(unpaidRenewal(5), 3)).toMatchObject({ accessUntil: at(-2).toISOString() });
    expect(billingIssueOf(unpaidRenewal(20, { status: 'unpaid', issueNextRetryAt: null }), 3)).toMatchObject({
      kind: 'payment_failed',
      nextRetryAt: null,
    });
  });

  it('tells authentication_required as such', () => {
    const confirm = unpaidRenewal(1, { issueKind: 'authentication_required', issueNextRetryAt: null });
    expect(billingIssueOf(confirm, 3)).toMatchObject({ kind: 'authentication_required', nextRetryAt: null });
  });

  it('is null once the invoice is paid, and in any other status', () => {
    expect(billingIssueOf(subscription({ status: 'past_due' }), 3)).toBeNull();
    expect(billingIssueOf(unpaidRenewal(1, { status: 'active' }), 3)).toBeNull();
    expect(billingIssueOf(unpaidRenewal(1, { status: 'canceled' }), 3)).toBeNull();
    expect(billingIssueOf(unpaidRenewal(1, { status: 'incomplete' }), 3)).toBeNull();
  });
});

describe('entitlementOf', () => {
  it('answers no subscription for none', () => {
    expect(entitlementOf([], now, 3)).toEqual(NoSubscription);
  });

  it('an active subscription ends at its next billing date', () => {
    expect(entitlementOf([subscription()], now, 3)).toEqual({
      hasActiveSubscription: true,
      subscriptionEndsAt: at(20).toISOString(),
      status: 'active',
      cancelAtPeriodEnd: false,
      billingIssue: null,
      accessEndedBecause: null,
    });
  });

  it('a canceled-at-period-end one stays active until then, and says so', () => {
    const canceled = subscription({ cancelAtPeriodEnd: true, cancelAt: at(20) });
    expect(entitlementOf([canceled], now, 3)).toEqual({
      hasActiveSubscription: true,
      subscriptionEndsAt: at(20).toISOString(),
      status: 'active',
      cancelAtPeriodEnd: true,
      billingIssue: null,
      accessEndedBecause: null,
    });
  });

  it('Stripe scheduling a cancel with cancel_at only counts as a cancel at period end too', () => {
    expect(entitlementOf([subscription({ cancelAt: at(5) })], now, 3)).toMatchObject({
      subscriptionEndsAt: at(5).toISOString(),
      cancelAtPeriodEnd: true,
    });
  });

  it('an ended one is inactive, ends when it ended and says why', () => {
    const ended = subscription({
      status: 'canceled',
      endedAt: at(-1),
      cancelAtPeriodEnd: true,
      cancelAt: at(-1),
      cancellationReason: 'cancellation_requested',
    });
    expect(entitlementOf([ended], now, 3)).toEqual({
      hasActiveSubscription: false,
      subscriptionEndsAt: at(-1).toISOString(),
      status: 'canceled',
      cancelAtPeriodEnd: false,
      billingIssue: null,
      accessEndedBecause: 'canceled',
    });
  });

  it('a failed renewal: on with the issue during the grace period, off with the issue and non_payment after', () => {
    expect(entitlementOf([unpaidRenewal(1)], now, 3)).toMatchObject({
      hasActiveSubscription: true,
      status: 'past_due',
      billingIssue: { kind: 'payment_failed', accessUntil: at(2).toISOString() },
      accessEndedBecause: null,
    });
    expect(entitlementOf([unpaidRenewal(4)], now, 3)).toMatchObject({
      hasActiveSubscription: false,
      billingIssue: { kind: 'payment_failed', accessUntil: at(-1).toISOString() },
      accessEndedBecause: 'non_payment',
    });
  });

  it('a retry that succeeded: on, no issue', () => {
    const retried = unpaidRenewal(1, { status: 'active', ...noIssue });
    expect(entitlementOf([retried], now, 3)).toMatchObject({
      hasActiveSubscription: true,
      billingIssue: null,
      accessEndedBecause: null,
    });
  });

  it('a dispute: off while open, on once won', () => {
    const disputed = (disputeStatus: string) => subscription({ payments: [{ ...paid, disputeStatus }] });
    expect(entitlementOf([disputed('needs_response')], now, 3)).toMatchObject({
      hasActiveSubscription: false,
      status: 'active',
      accessEndedBecause: 'disputed',
    });
    expect(entitlementOf([disputed('won')], now, 3)).toMatchObject({
      hasActiveSubscription: true,
      accessEndedBecause: null,
    });
  });

  it('prefers the subscription that grants access over a newer one that does not, else the newest', () => {
    const old = subscription({ startedAt: at(-100), status: 'canceled', endedAt: at(-60) });
    const current = subscription({ startedAt: at(-10) });
    const failedRetry = subscription({ startedAt: at(-1), status: 'incomplete', currentPeriodEnd: at(29) });
    expect(entitlementOf([old, failedRetry, current], now, 3)).toMatchObject({
      hasActiveSubscription: true,
      status: 'active',
    });
    expect(entitlementOf([old, failedRetry], now, 3)).toMatchObject({
      hasActiveSubscription: false,
      status: 'incomplete',
    });
  });

  it('a refunded subscription does not hide a new one the user took since', () => {
    const refunded = subscription({
      startedAt: at(-40),
      status: 'canceled',
      endedAt: at(-20),
      payments: [{ ...paid, amountRefunded: 500 }],
    });
    expect(entitlementOf([refunded, subscription({ startedAt: at(-2) })], now, 3)).toMatchObject({
      hasActiveSubscription: true,
      accessEndedBecause: null,
    });
    expect(entitlementOf([refunded], now, 3)).toMatchObject({ accessEndedBecause: 'refunded' });
  });
});
