/**
 * Fixed-window request counter per client key (an IP, an access key). A window opens
 * at the first request and every request inside it counts, throttled ones included.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { openedAt: number; used: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; `allowed` is false once the window's budget is spent. */
  take(key: string): { allowed: boolean; remaining: number } {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || at - window.openedAt >= this.windowMs) {
      window = { openedAt: at, used: 0 };
      this.windows.set(key, window);
    }
    window.used += 1;
    return { allowed: window.used <= this.limit, remaining: Math.max(0, this.limit - window.used) };
  }

  reset(): void {
    this.windows.clear();
  }
}
