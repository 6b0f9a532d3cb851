import { QuotaLedger, type QuotaOptions, type YouTubeMethod } from './quota-ledger.js';

export interface YouTubeCallRecord {
  method: YouTubeMethod;
  /** Query parameters as sent, with the key left out. */
  params: Record<string, string>;
}

/** Test hooks; the same actions are reachable over HTTP under /__control/youtube/. */
export interface YouTubeSandboxControl {
  /** Upstream calls received (any outcome), for one method or all. */
  callCount(method?: YouTubeMethod): number;
  /** Every call received since the last reset, oldest first. */
  calls(method?: YouTubeMethod): YouTubeCallRecord[];
  unitsSpent(): number;
  /** Forgets calls and units and clears every switch below. */
  reset(): void;
  /** While on, calls answer 403 quotaExceeded. */
  exhaustQuota(on: boolean): void;
  /** The next n calls answer this 5xx (default 500) with the backendError envelope. */
  failNext(n: number, status?: number): void;
  /** Delays every API answer, to exercise client deadlines. */
  delayMs(ms: number): void;
}

/** The mutable state behind the control surface, shared with the request pipeline. */
export class YouTubeSandboxState implements YouTubeSandboxControl {
  readonly quota: QuotaLedger;
  private log: YouTubeCallRecord[] = [];
  private failures: { remaining: number; status: number } = { remaining: 0, status: 500 };
  delay = 0;

  constructor(quota?: QuotaOptions) {
    this.quota = new QuotaLedger(quota);
  }

  record(method: YouTubeMethod, params: URLSearchParams): void {
    const copy = Object.fromEntries(params);
    delete copy['key'];
    this.log.push({ method, params: copy });
  }

  /** Consumes one forced failure, if any is pending, and returns its status. */
  takeFailure(): number | undefined {
    if (this.failures.remaining <= 0) return undefined;
    this.failures.remaining -= 1;
    return this.failures.status;
  }

  callCount(method?: YouTubeMethod): number {
    return this.calls(method).length;
  }

  calls(method?: YouTubeMethod): YouTubeCallRecord[] {
    return method ? this.log.filter((c) => c.method === method) : [...this.log];
  }

  unitsSpent(): number {
    return this.quota.unitsSpent();
  }

  reset(): void {
    this.log = [];
    this.failures = { remaining: 0, status: 500 };
    this.delay = 0;
    this.quota.reset();
  }

  exhaustQuota(on: boolean): void {
    this.quota.forcedExhaustion = on;
  }

  failNext(n: number, status = 500): void {
    if (status < 500 || status > 599) throw new RangeError('failNext takes a 5xx status');
    this.failures = { remaining: Math.max(0, Math.floor(n)), status };
  }

  delayMs(ms: number): void {
    this.delay = Math.max(0, ms);
  }
}
