// The control hooks for money going wrong: a customer's clock, the card on file, refunds and
// disputes made in Stripe's dashboard or by the bank, and the retry schedule.
import { advanceClock, clockOf } from './clocks.js';
import { NO_REQUEST, type SandboxCore } from './core.js';
import { badField, chargeFrom, customerFrom, numberField, textField, type Body } from './control-input.js';
import { closeDispute, DISPUTE_REASONS, openDispute } from './dispute-flow.js';
import { notFound } from './errors.js';
import { attachCard, makeDefaultCard } from './payment-methods.js';
import { createRefund } from './refund-flow.js';
import { isAfterRetries, retryDaysProblem, type RetrySchedule } from './retry-schedule.js';
import type { Charge, Dispute, PaymentMethod, Refund, TestClock } from './types.js';

/** Names a customer: `{customer: "cus_…"}` or `{email}`. */
export interface CustomerRef {
  customer?: string;
  email?: string;
}

export interface ClockAdvance {
  clock: TestClock;
  /** The types of the events played, in the order they happened. */
  eventTypes: string[];
  events: { id: string; type: string; created: number }[];
}

export interface BillingControl {
  /** Moves one customer's clock by `days` or `seconds`, or `to` a unix time, playing what falls due. */
  advanceCustomerClock(input: CustomerRef & { days?: number; seconds?: number; to?: number }): ClockAdvance;
  /** Makes a card the customer's default without any check (e.g. 4000000000009995 to fail renewals later). */
  setCard(input: CustomerRef & { cardNumber: string }): { customer: string; paymentMethod: PaymentMethod };
  /** A refund made in Stripe's dashboard: of `charge`, or of the customer's newest succeeded charge. */
  refund(input: CustomerRef & { charge?: string; amount?: number; reason?: string }): {
    refund: Refund;
    charge: Charge;
  };
  /** The bank opens a dispute on `charge`, or on the customer's newest succeeded charge. */
  openDispute(input: CustomerRef & { charge?: string; reason?: string }): Dispute;
  /** The bank decides a dispute. */
  closeDispute(input: { dispute: string; outcome: 'won' | 'lost' }): Dispute;
  /** What follows a declined renewal: retries `days` apart, `then` cancel or unpaid. */
  setRetrySchedule(input: { days?: number[]; then?: 'cancel' | 'unpaid' }): RetrySchedule;
}

const TEN_YEARS = 10 * 366 * 86_400;

function advanceTarget(body: Body, from: number): number {
  const given = ['days', 'seconds', 'to'].filter((key) => body[key] !== undefined);
  if (given.length === 0) throw badField('days', 'is required, or give "seconds" or "to"');
  if (given.length > 1)
    throw badField(given[1] as string, 'cannot be given with another of days, seconds, to');
  const field = given[0] as 'days' | 'seconds' | 'to';
  const value = numberField(body, field) as number;
  const target = field === 'to' ? value : from + Math.round(field === 'days' ? value * 86_400 : value);
  if (field !== 'to' && value < 0) throw badField(field, 'must not be negative: a clock cannot go backwards');
  if (field === 'to' && (!Number.isInteger(value) || value < from)) {
    throw badField('to', `must be a unix time in seconds at or after the clock's time (${from})`);
  }
  if (target - from > TEN_YEARS) throw badField(field, 'moves the clock more than ten years');
  return target;
}

function copy<T>(value: T): T {
  return structuredClone(value);
}

export function createBillingControl(core: SandboxCore): BillingControl {
  const { store } = core;
  const body = (input: object): Body => (input && typeof input === 'object' ? (input as Body) : {});
  return {
    advanceCustomerClock: (input) => {
      const customer = customerFrom(core, body(input));
      const clockId = clockOf(core, customer);
      const target = advanceTarget(body(input), store.clockTime(clockId));
      const { clock, events } = advanceClock(core, clockId, target, NO_REQUEST);
      return copy({
        clock,
        eventTypes: events.map((e) => e.type),
        events: events.map(({ id, type, created }) => ({ id, type, created })),
      });
    },
    setCard: (input) => {
      const customer = customerFrom(core, body(input));
      const raw = body(input).cardNumber;
      const digits = typeof raw === 'string' ? raw.replace(/[\s-]/g, '') : '';
      if (!/^\d{12,19}$/.test(digits))
        throw badField('cardNumber', 'must be a card number of 12 to 19 digits');
      const at = store.timeOf(customer.id);
      const method = attachCard(core, customer, { digits }, at);
      core.publish(NO_REQUEST, makeDefaultCard(core, customer, method), at);
      return copy({ customer: customer.id, paymentMethod: method });
    },
    refund: (input) => {
      const amount = numberField(body(input), 'amount');
      if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0)) {
        throw badField('amount', 'must be a positive whole number of cents');
      }
      const reason = textField(body(input), 'reason');
      const charge = chargeFrom(core, body(input));
      const refund = createRefund(
        core,
        {
          charge: charge.id,
          ...(amount !== undefined ? { amount: String(amount) } : {}),
          ...(reason !== undefined ? { reason } : {}),
          metadata: {},
        },
        NO_REQUEST,
      );
      return copy({ refund, charge });
    },
    openDispute: (input) => {
      const reason = textField(body(input), 'reason') ?? 'fraudulent';
      if (!DISPUTE_REASONS.has(reason))
        throw badField('reason', `must be one of ${[...DISPUTE_REASONS].join(', ')}`);
      return copy(openDispute(core, chargeFrom(core, body(input)), reason, NO_REQUEST));
    },
    closeDispute: (input) => {
      const id = textField(body(input), 'dispute');
      if (id === undefined) throw badField('dispute', 'is required (a dispute id, dp_…)');
      const outcome = body(input).outcome;
      if (outcome !== 'won' && outcome !== 'lost') throw badField('outcome', 'must be "won" or "lost"');
      const dispute = store.disputes.get(id);
      if (!dispute) throw notFound('dispute', id, 'dispute');
      return copy(closeDispute(core, dispute, outcome, NO_REQUEST));
    },
    setRetrySchedule: (input) => {
      const { days, then } = body(input);
      if (days === undefined && then === undefined) throw badField('days', 'is required, or give "then"');
      const problem = days === undefined ? undefined : retryDaysProblem(days);
      if (problem) throw badField('days', problem);
      if (then !== undefined && !isAfterRetries(then)) throw badField('then', 'must be "cancel" or "unpaid"');
      store.retrySchedule = {
        days: days === undefined ? store.retrySchedule.days : [...(days as number[])],
        then: then === undefined ? store.retrySchedule.then : then,
      };
      return copy(store.retrySchedule);
    },
  };
}
