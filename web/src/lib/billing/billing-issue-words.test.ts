import { describe, expect, it } from 'vitest';
import { aBillingIssue } from '@/testing/fixtures';
import { billingIssueWords } from './billing-issue-words';

describe('billingIssueWords', () => {
  it("continues our sentence with the bank's reason", () => {
    expect(billingIssueWords(aBillingIssue({ reason: 'Your card was declined.' }), true).message).toBe(
      "Your payment didn't go through: your card was declined. Pro stays on until Jun 3, 2026.",
    );
  });

  it('keeps a reason that starts with an abbreviation as Stripe wrote it', () => {
    expect(billingIssueWords(aBillingIssue({ reason: 'CVC check failed' }), true).message).toBe(
      "Your payment didn't go through: CVC check failed. Pro stays on until Jun 3, 2026.",
    );
  });

  it('drops an empty reason', () => {
    expect(billingIssueWords(aBillingIssue({ reason: '  ' }), true).message).toBe(
      "Your payment didn't go through. Pro stays on until Jun 3, 2026.",
    );
  });

  it('offers the invoice page only when the bank asks for a confirmation', () => {
    expect(billingIssueWords(aBillingIssue(), true).confirmUrl).toBeNull();
    const confirm = billingIssueWords(aBillingIssue({ kind: 'authentication_required' }), true);
    expect(confirm.confirmUrl).toBe(aBillingIssue().invoiceUrl);
    expect(
      billingIssueWords(aBillingIssue({ kind: 'authentication_required', invoiceUrl: null }), true)
        .confirmUrl,
    ).toBeNull();
  });

  it('after the grace period says Pro is paused, still naming the next try', () => {
    expect(billingIssueWords(aBillingIssue(), false)).toEqual({
      message: "Pro is paused: your payment didn't go through.",
      retry: "We'll try your card again on Jun 4, 2026.",
      confirmUrl: null,
      paused: true,
    });
  });
});
