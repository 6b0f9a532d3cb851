/** How a crashed app is restarted. */
export interface SupervisionPolicy {
  /** Wait before the first restart; it doubles after each crash, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A crash this soon after a (re)start counts as a quick crash: the app cannot stay up. */
  quickCrashMs: number;
  /** Quick crashes in a row after which the launcher stops restarting the app. */
  maxQuickCrashes: number;
}

export const defaultSupervision: SupervisionPolicy = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  quickCrashMs: 10_000,
  maxQuickCrashes: 5,
};

export type CrashDecision = { restartInMs: number; attempt: number } | { giveUp: true; quickCrashes: number };

/**
 * The restart policy's memory: exponential backoff between restarts, reset once an app has stayed
 * up longer than a quick crash, and a limit on quick crashes in a row (a crash loop is reported
 * rather than retried for ever).
 */
export class CrashHistory {
  private quickCrashes = 0;
  private attempt = 0;

  constructor(private readonly policy: SupervisionPolicy) {}

  /** Called when the app exits unexpectedly after running for `uptimeMs`. */
  crashed(uptimeMs: number): CrashDecision {
    if (uptimeMs >= this.policy.quickCrashMs) {
      this.quickCrashes = 0;
      this.attempt = 0;
    }
    if (uptimeMs < this.policy.quickCrashMs) this.quickCrashes += 1;
    if (this.quickCrashes >= this.policy.maxQuickCrashes)
      return { giveUp: true, quickCrashes: this.quickCrashes };
    const restartInMs = Math.min(this.policy.firstDelayMs * 2 ** this.attempt, this.policy.maxDelayMs);
    this.attempt += 1;
    return { restartInMs, attempt: this.attempt };
  }
}
