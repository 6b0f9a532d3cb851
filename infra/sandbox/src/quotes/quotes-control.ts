import { WindowLimiter } from '../http/window-limiter.js';

export type QuotesEndpoint = 'random' | 'today' | 'quotes';

/** Test hooks; also reachable over HTTP under /__control/quotes/. */
export interface QuotesSandboxControl {
  /** Requests received (throttled and failed ones included), per endpoint or all. */
  callCount(endpoint?: QuotesEndpoint): number;
  /** Clears counts, the rate-limit windows and every switch below. */
  reset(): void;
  /** While on, every unkeyed call gets the "Too many requests" sentinel. */
  forceThrottle(on: boolean): void;
  /** The next n calls answer this status (default 503) with an HTML error page, like the CDN in front of it. */
  failNext(n: number, status?: number): void;
  delayMs(ms: number): void;
}

export class QuotesSandboxState implements QuotesSandboxControl {
  private log: QuotesEndpoint[] = [];
  private failures = { remaining: 0, status: 503 };
  throttled = false;
  delay = 0;

  constructor(readonly limiter: WindowLimiter) {}

  record(endpoint: QuotesEndpoint): void {
    this.log.push(endpoint);
  }

  takeFailure(): number | undefined {
    if (this.failures.remaining <= 0) return undefined;
    this.failures.remaining -= 1;
    return this.failures.status;
  }

  callCount(endpoint?: QuotesEndpoint): number {
    return endpoint ? this.log.filter((e) => e === endpoint).length : this.log.length;
  }

  reset(): void {
    this.log = [];
    this.failures = { remaining: 0, status: 503 };
    this.throttled = false;
    this.delay = 0;
    this.limiter.reset();
  }

  forceThrottle(on: boolean): void {
    this.throttled = on;
  }

  failNext(n: number, status = 503): void {
    this.failures = { remaining: Math.max(0, Math.floor(n)), status };
  }

  delayMs(ms: number): void {
    this.delay = Math.max(0, ms);
  }
}
