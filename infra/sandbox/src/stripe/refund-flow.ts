// Refunds settle instantly in the sandbox (status `succeeded`); Stripe's
// `pending` phase for short balances is not modelled.
import type { SandboxCore } from './core.js';
import { openDisputeOf } from './dispute-flow.js';
import { invalid, missingParam, notFound } from './errors.js';
import { buildRefund } from './payment-objects.js';
import type { Metadata, Refund, RequestInfo } from './types.js';

export interface RefundInput {
  charge?: string;
  paymentIntent?: string;
  amount?: string;
  reason?: string;
  metadata: Metadata;
}

const REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

export function createRefund(core: SandboxCore, input: RefundInput, request: RequestInfo): Refund {
  const { store } = core;
  let chargeId = input.charge;
  if (input.paymentIntent) {
    const pi = store.paymentIntents.get(input.paymentIntent);
    if (!pi) throw notFound('payment_intent', input.paymentIntent, 'payment_intent');
    if (!pi.latest_charge) {
      throw invalid(
        `This PaymentIntent (${pi.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    }
    chargeId = pi.latest_charge;
  }
  if (!chargeId) missingParamError();
  const charge = store.charges.get(chargeId);
  if (!charge) throw notFound('charge', chargeId, 'charge');
  if (charge.refunded) {
    throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  }
  if (charge.status !== 'succeeded') {
    throw invalid(`Charge ${charge.id} did not succeed, so there is nothing to refund.`, 'charge');
  }
  if (openDisputeOf(core, charge.id)) {
    throw invalid(
      `Charge ${charge.id} has been disputed; it cannot be refunded.`,
      'charge',
      'charge_disputed',
    );
  }
  const remaining = charge.amount - charge.amount_refunded;
  const amount = input.amount === undefined ? remaining : Number(input.amount);
  if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid positive integer', 'amount');
  if (amount > remaining) {
    throw invalid(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      'amount',
    );
  }
  if (input.reason !== undefined && !REASONS.has(input.reason)) {
    throw invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, 'reason');
  }
  const now = store.timeOf(charge.customer);
  const refund = buildRefund(charge, amount, input.reason ?? null, input.metadata, now);
  store.refunds.set(refund.id, refund);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  core.publish(
    request,
    [
      { type: 'charge.refunded', object: charge, previous },
      { type: 'refund.created', object: refund },
    ],
    now,
  );
  return refund;
}

function missingParamError(): never {
  const error = missingParam('charge');
  error.body.message =
    'One of the following params should be provided for this request: payment_intent or charge.';
  throw error;
}
