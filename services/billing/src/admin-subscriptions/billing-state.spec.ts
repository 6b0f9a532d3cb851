import type { EntitlementInput } from '../subscriptions/entitlement.js';
import { at, now, paid, subscriptionRow } from '../../test/support/entitlement-input.js';
import { accessUntilOf, billingStateOf } from './billing-state.js';

const subscription = (overrides: Partial<EntitlementInput> = {}): EntitlementInput =>
  subscriptionRow({ currentPeriodStart: at(-1), currentPeriodEnd: at(29), startedAt: at(-31), ...overrides });
const state = (overrides: Partial<EntitlementInput>) => billingStateOf(subscription(overrides), now, 3);

describe('billingStateOf', () => {
  it.each<[string, Partial<EntitlementInput>]>([
    ['active', {}],
    ['active', { cancelAtPeriodEnd: true, cancelAt: at(29) }],
    ['trialing', { status: 'trialing' }],
    ['past_due', { status: 'past_due' }],
    ['unpaid', { status: 'past_due', currentPeriodStart: at(-4) }],
    ['unpaid', { status: 'unpaid' }],
    ['unpaid', { status: 'canceled', cancellationReason: 'payment_failed' }],
    ['canceled', { status: 'canceled', cancellationReason: 'cancellation_requested' }],
    ['incomplete', { status: 'incomplete', payments: [] }],
    ['incomplete', { status: 'incomplete_expired', payments: [] }],
    ['refunded', { status: 'canceled', payments: [{ ...paid, amountRefunded: 500 }] }],
    ['disputed', { payments: [{ ...paid, disputeStatus: 'needs_response' }] }],
    ['disputed', { status: 'canceled', payments: [{ ...paid, disputeStatus: 'lost', amountRefunded: 500 }] }],
    ['active', { payments: [{ ...paid, disputeStatus: 'won' }] }],
  ])('%s for %j', (expected, overrides) => {
    expect(state(overrides)).toBe(expected);
  });
});

describe('accessUntilOf', () => {
  it('is the end of the grace period with past_due, null otherwise', () => {
    const pastDue = subscription({ status: 'past_due' });
    expect(accessUntilOf(pastDue, 'past_due', 3)).toEqual(at(2));
    expect(accessUntilOf(pastDue, 'unpaid', 3)).toBeNull();
    expect(accessUntilOf(subscription(), 'active', 3)).toBeNull();
  });
});
