import { ApiError } from './api-client';

/**
 * A 429: the caller's share of the day's YouTube quota is spent (per account, per address, or the
 * whole bucket), or the gateway's rate limit. Retrying will not help before the time the server names,
 * so its message is shown where the results would be (retries already skip every 4xx).
 */
export function isOverBudget(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/** The server's words for a 429 (they say when the budget returns), else null. */
export function overBudgetMessage(error: unknown): string | null {
  if (!isOverBudget(error)) return null;
  return error.serverMessage ?? 'The daily allowance for YouTube is used up. Please try again later.';
}
