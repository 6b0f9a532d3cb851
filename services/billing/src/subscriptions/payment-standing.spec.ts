import { endingCalledFor, isDisputed, isFullyRefunded } from './payment-standing.js';

const payment = (amountRefunded: number, disputeStatus: string | null = null) => ({
  amount: 500,
  amountRefunded,
  disputeStatus,
});

describe('payment standing', () => {
  it.each([
    ['warning_needs_response', true],
    ['needs_response', true],
    ['under_review', true],
    ['warning_under_review', true],
    ['appeal_needs_response', true],
    ['appeal_under_review', true],
    ['lost', true],
    ['won', false],
    ['warning_closed', false],
    ['prevented', false],
  ])('a dispute %s counts as disputed: %s', (status, disputed) => {
    expect(isDisputed(payment(0, status))).toBe(disputed);
  });

  it('counts only a full refund', () => {
    expect(isFullyRefunded(payment(500))).toBe(true);
    expect(isFullyRefunded(payment(499))).toBe(false);
    expect(isFullyRefunded({ amount: 0, amountRefunded: 0, disputeStatus: null })).toBe(false);
  });

  it('ends the subscription after a full refund or a lost dispute, not while a dispute is open or once won', () => {
    expect(endingCalledFor(payment(500))).toBe('refunded');
    expect(endingCalledFor(payment(0, 'lost'))).toBe('disputed');
    expect(endingCalledFor(payment(500, 'lost'))).toBe('disputed');
    expect(endingCalledFor(payment(0, 'needs_response'))).toBeNull();
    expect(endingCalledFor(payment(0, 'won'))).toBeNull();
    expect(endingCalledFor(payment(100))).toBeNull();
  });
});
