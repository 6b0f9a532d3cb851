import { entitlementOf, grantsAccess, NoSubscription, type EntitlementInput } from './entitlement.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T12:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const subscription = (overrides: Partial<EntitlementInput> = {}): EntitlementInput => ({
  status: 'active',
  cancelAtPeriodEnd: false,
  cancelAt: null,
  currentPeriodStart: at(-10),
  currentPeriodEnd: at(20),
  startedAt: at(-10),
  endedAt: null,
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
    });
  });

  it('a canceled-at-period-end one stays active until then, and says so', () => {
    const canceled = subscription({ cancelAtPeriodEnd: true, cancelAt: at(20) });
    expect(entitlementOf([canceled], now, 3)).toEqual({
      hasActiveSubscription: true,
      subscriptionEndsAt: at(20).toISOString(),
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('Stripe scheduling a cancel with cancel_at only counts as a cancel at period end too', () => {
    expect(entitlementOf([subscription({ cancelAt: at(5) })], now, 3)).toMatchObject({
      subscriptionEndsAt: at(5).toISOString(),
      cancelAtPeriodEnd: true,
    });
  });

  it('an ended one is inactive and ends when it ended', () => {
    const ended = subscription({
      status: 'canceled',
      endedAt: at(-1),
      cancelAtPeriodEnd: true,
      cancelAt: at(-1),
    });
    expect(entitlementOf([ended], now, 3)).toEqual({
      hasActiveSubscription: false,
      subscriptionEndsAt: at(-1).toISOString(),
      status: 'canceled',
      cancelAtPeriodEnd: false,
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
});
