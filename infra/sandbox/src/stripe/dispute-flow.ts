// Disputes (chargebacks) the way a cardholder's bank opens them and Stripe closes them: the
// sandbox's control hooks play the bank's part.
import type { SandboxCore } from './core.js';
import { invalid } from './errors.js';
import { newId } from './ids.js';
import type { Charge, Dispute, RequestInfo } from './types.js';

/** Stripe's dispute reasons. */
export const DISPUTE_REASONS = new Set([
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'noncompliant',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
]);

const OPEN = new Set(['needs_response', 'under_review', 'warning_needs_response', 'warning_under_review']);
const EVIDENCE_DAYS = 7;

function buildDispute(charge: Charge, reason: string, now: number): Dispute {
  return {
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    balance_transactions: [],
    charge: charge.id,
    created: now,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: {},
    evidence_details: {
      due_by: now + EVIDENCE_DAYS * 86_400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: null,
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    payment_method_details: {
      type: 'card',
      card: { brand: 'visa', case_type: 'chargeback', network_reason_code: '10.4' },
    },
    reason,
    status: 'needs_response',
  };
}

export function isOpenDispute(dispute: Dispute): boolean {
  return OPEN.has(dispute.status);
}

export function openDisputeOf(core: SandboxCore, chargeId: string): Dispute | undefined {
  return [...core.store.disputes.values()].find((d) => d.charge === chargeId && isOpenDispute(d));
}

/** The bank disputes a charge: `charge.dispute.created`, then the funds are withdrawn. */
export function openDispute(
  core: SandboxCore,
  charge: Charge,
  reason: string,
  request: RequestInfo,
): Dispute {
  if (charge.status !== 'succeeded') {
    throw invalid(`Charge ${charge.id} did not succeed, so it cannot be disputed.`, 'charge');
  }
  if (charge.refunded) {
    throw invalid(`Charge ${charge.id} has been fully refunded, so it cannot be disputed.`, 'charge');
  }
  if (openDisputeOf(core, charge.id) || charge.disputed) {
    throw invalid(`Charge ${charge.id} has already been disputed.`, 'charge', 'charge_disputed');
  }
  const now = core.store.timeOf(charge.customer);
  const dispute = buildDispute(charge, reason, now);
  core.store.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  core.publish(
    request,
    [
      { type: 'charge.dispute.created', object: dispute },
      { type: 'charge.dispute.funds_withdrawn', object: dispute },
    ],
    now,
  );
  return dispute;
}

/**
 * The bank decides: `charge.dispute.closed` with status won or lost; won also gives the money
 * back (`charge.dispute.funds_reinstated`).
 */
export function closeDispute(
  core: SandboxCore,
  dispute: Dispute,
  outcome: 'won' | 'lost',
  request: RequestInfo,
): Dispute {
  if (!isOpenDispute(dispute)) {
    throw invalid(`Dispute ${dispute.id} is already closed (status: ${dispute.status}).`, 'dispute');
  }
  const charge = core.store.charges.get(dispute.charge);
  const now = core.store.timeOf(charge?.customer);
  const previous = { status: dispute.status };
  dispute.status = outcome;
  dispute.evidence_details = { ...(dispute.evidence_details as object), has_evidence: true };
  core.publish(
    request,
    [
      { type: 'charge.dispute.closed', object: dispute, previous },
      ...(outcome === 'won' ? [{ type: 'charge.dispute.funds_reinstated', object: dispute }] : []),
    ],
    now,
  );
  return dispute;
}
