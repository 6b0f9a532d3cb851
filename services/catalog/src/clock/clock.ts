/**
 * The time the catalog judges freshness and quota days by. A class of its own so that tests can move it
 * forward (five minutes later, past midnight in California) without waiting.
 */
export class Clock {
  now(): number {
    return Date.now();
  }
}
