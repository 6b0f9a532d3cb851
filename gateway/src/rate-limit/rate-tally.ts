/** Beyond this many clients in one window the tally starts again (every client then asks Redis once). */
const MAX_CLIENTS = 100_000;

interface Tally {
  /** The highest count Redis has answered in this window. */
  known: number;
  /** Calls counted in Redis whose answer has not come back yet. */
  pending: number;
}

/**
 * What this replica knows of each client's count in the current window, so that a call far below
 * the limit need not wait for Redis: it is admitted and counted in Redis all the same, and the
 * answer updates what is known. Within `margin` of the limit, or for a client not seen yet in the
 * window, the caller waits for Redis's count as before (docs/decisions/0017-rate-limit-off-the-hot-path.md).
 */
export class RateTally {
  private window = -1;
  private readonly tallies = new Map<string, Tally>();

  /** True when this call is certainly within `limit` on what this replica knows. */
  admits(key: string, window: number, limit: number): boolean {
    this.moveTo(window);
    const tally = this.tallies.get(key);
    return tally !== undefined && tally.known + tally.pending + 1 <= limit - margin(limit);
  }

  /** A call admitted ahead of its count: it counts as pending until Redis answers. */
  counting(key: string): void {
    const tally = this.tallies.get(key);
    if (tally) tally.pending += 1;
  }

  /** Redis's count for a call that was `pending` (admitted ahead), or null when Redis did not answer. */
  learned(key: string, window: number, count: number | null, pending: boolean): void {
    this.moveTo(window);
    if (window !== this.window) return;
    const tally = this.tallies.get(key) ?? { known: 0, pending: 0 };
    if (pending) tally.pending = Math.max(0, tally.pending - 1);
    if (count !== null) tally.known = Math.max(tally.known, count);
    this.tallies.set(key, tally);
  }

  /** A later window starts from nothing; an answer about an earlier one is ignored. */
  private moveTo(window: number): void {
    if (window < this.window) return;
    if (window > this.window || this.tallies.size >= MAX_CLIENTS) {
      this.window = window;
      this.tallies.clear();
    }
  }
}

/** How close to the limit calls wait for Redis again: a tenth of it, at least one call. */
const margin = (limit: number): number => Math.max(1, Math.ceil(limit / 10));
