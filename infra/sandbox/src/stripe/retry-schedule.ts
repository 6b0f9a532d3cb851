// What Stripe's "retry schedule for failed payments" setting decides: how many days after each
// failed attempt the next one comes, and what becomes of the subscription once the last one fails.

export type AfterRetries = 'cancel' | 'unpaid';

export interface RetrySchedule {
  /** Days after the previous failed attempt, one entry per automatic retry. */
  days: number[];
  then: AfterRetries;
}

/** Three retries, 3, 5 and 7 days apart (about two weeks), then the subscription is canceled. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = { days: [3, 5, 7], then: 'cancel' };

const MAX_RETRIES = 10;
const MAX_DAYS = 60;

/** Why a schedule is refused, or undefined when it is fine. */
export function retryDaysProblem(days: unknown): string | undefined {
  if (!Array.isArray(days)) return 'must be an array of numbers of days';
  if (days.length > MAX_RETRIES) return `allows at most ${MAX_RETRIES} retries`;
  const bad = days.find((d) => typeof d !== 'number' || !Number.isFinite(d) || d <= 0 || d > MAX_DAYS);
  return bad === undefined ? undefined : `must hold numbers of days above 0 and at most ${MAX_DAYS}`;
}

export function isAfterRetries(value: unknown): value is AfterRetries {
  return value === 'cancel' || value === 'unpaid';
}

/**
 * STRIPE_SANDBOX_RETRY_DAYS ("3,5,7"; empty: no retry) and STRIPE_SANDBOX_AFTER_RETRIES
 * (cancel | unpaid); either absent keeps its default. A bad value stops the start, naming it.
 */
export function retryScheduleFromEnv(env: Record<string, string | undefined>): RetrySchedule {
  const rawDays = env.STRIPE_SANDBOX_RETRY_DAYS;
  const days =
    rawDays === undefined
      ? DEFAULT_RETRY_SCHEDULE.days
      : rawDays.trim() === ''
        ? []
        : rawDays.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  const problem = retryDaysProblem(days);
  if (problem) throw new Error(`STRIPE_SANDBOX_RETRY_DAYS ${problem} (e.g. "3,5,7"), got "${rawDays}"`);
  const then = env.STRIPE_SANDBOX_AFTER_RETRIES ?? DEFAULT_RETRY_SCHEDULE.then;
  if (!isAfterRetries(then)) {
    throw new Error(`STRIPE_SANDBOX_AFTER_RETRIES must be cancel or unpaid, got "${then}"`);
  }
  return { days, then };
}
