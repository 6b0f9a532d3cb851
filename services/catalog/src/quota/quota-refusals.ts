import { ErrorCode } from '@stillframe/contracts';
import { AppException, STORE_RETRY_AFTER_SECONDS } from '@stillframe/server-kit';
import { CallerRefusal } from '../caller/caller-refusal.js';

const pad = (value: number): string => String(value).padStart(2, '0');

/** "in 3 h 12 min", "in 12 min", "in less than a minute". */
function inHowLong(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'in less than a minute';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `in ${hours} h ${minutes % 60} min` : `in ${minutes} min`;
}

/** When a daily budget returns, in words a reader anywhere can place: "midnight Pacific time (08:00 UTC), in 3 h 12 min". */
export function returnsAt(until: number, now: number): string {
  const at = new Date(until);
  return `midnight Pacific time (${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC), ${inHowLong(until - now)}`;
}

const retryAfter = (until: number, now: number) => ({
  'retry-after': String(Math.max(1, Math.ceil((until - now) / 1000))),
});

/** The whole bucket is spent for everyone (the ledger reached its limit, or YouTube said so). */
export function quotaExceeded(until: number, now: number): AppException {
  return new AppException(
    ErrorCode.quotaExceeded,
    `YouTube API quota exceeded. It returns at ${returnsAt(until, now)}.`,
    undefined,
    retryAfter(until, now),
  );
}

/** This account has spent its share of the day's bucket. */
export function accountBudgetSpent(until: number, now: number): CallerRefusal {
  return new CallerRefusal(
    ErrorCode.budgetExceeded,
    `You have used your share of today's YouTube quota. It returns at ${returnsAt(until, now)}.`,
    undefined,
    retryAfter(until, now),
  );
}

/** Anonymous callers together have spent their share of the day's bucket. */
export function anonymousShareSpent(until: number, now: number): CallerRefusal {
  return new CallerRefusal(
    ErrorCode.budgetExceeded,
    `Visitors without an account have used their share of today's YouTube quota. Sign in, or try again at ${returnsAt(until, now)}.`,
    undefined,
    retryAfter(until, now),
  );
}

/** One address has made its uncached calls of the window. */
export function addressBudgetSpent(windowEnd: number, now: number): CallerRefusal {
  return new CallerRefusal(
    ErrorCode.rateLimited,
    'Too many requests for videos not yet cached from this address. Sign in, or try again later.',
    undefined,
    retryAfter(windowEnd, now),
  );
}

/** No call goes upstream that the ledger cannot count: while Redis cannot count, only cached answers are served. */
export const ledgerUnavailable = (): AppException =>
  new AppException(
    ErrorCode.serviceUnavailable,
    'YouTube lookups cannot be counted right now, so none are made. Please try again shortly.',
    undefined,
    { 'retry-after': String(STORE_RETRY_AFTER_SECONDS) },
  );
