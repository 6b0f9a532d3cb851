// Delivers events the way Stripe does: signed JSON POSTs, retried with
// exponential backoff on non-2xx or network errors. Backoff is seconds here
// instead of hours. Test switches (pause, duplicates, reversed batches) exist
// because real Stripe neither orders nor de-duplicates deliveries.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { signPayload } from './events.js';
import type { StripeEvent } from './types.js';

export interface DeliveryRecord {
  eventId: string;
  type: string;
  attempt: number;
  url: string;
  /** HTTP status of the receiver's answer, or null when it was unreachable. */
  status: number | null;
  ok: boolean;
  error?: string;
  at: number;
}

export interface WebhookDispatcherOptions {
  url?: string;
  secret: string;
  /** First retry delay; each next one doubles (0.5 s, 1 s, 2 s, ...). */
  retryBaseMs: number;
  maxAttempts: number;
  timeoutMs: number;
}

interface Job {
  event: StripeEvent;
  attempt: number;
}

export class WebhookDispatcher {
  readonly deliveries: DeliveryRecord[] = [];
  private queue: Job[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private draining = false;
  private paused = false;
  private reversed = false;
  private duplicatesLeft = 0;
  private generation = 0;

  constructor(private readonly opts: WebhookDispatcherOptions) {}

  get url(): string | undefined {
    return this.opts.url;
  }

  setUrl(url: string | undefined): void {
    this.opts.url = url;
  }

  /** Queues the events of one action; they are held together so they can be reversed. */
  publish(events: StripeEvent[]): void {
    if (!this.opts.url) return;
    const ordered = this.reversed ? [...events].reverse() : events;
    for (const event of ordered) {
      this.queue.push({ event, attempt: 1 });
      if (this.duplicatesLeft > 0) {
        this.duplicatesLeft -= 1;
        this.queue.push({ event, attempt: 1 });
      }
    }
    void this.drain();
  }

  redeliver(event: StripeEvent): void {
    this.queue.push({ event, attempt: 1 });
    void this.drain();
  }

  duplicateNext(count: number): void {
    this.duplicatesLeft = count;
  }

  reverseOrder(on: boolean): void {
    this.reversed = on;
  }

  pause(on: boolean): void {
    this.paused = on;
    if (!on) void this.drain();
  }

  /** Resolves once nothing is queued (or paused), in flight, or waiting to retry. */
  async idle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.draining || this.timers.size > 0 || (this.queue.length > 0 && !this.paused)) {
      if (Date.now() > deadline) throw new Error('Stripe sandbox webhooks did not settle in time');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  reset(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.queue = [];
    this.deliveries.length = 0;
    this.paused = false;
    this.reversed = false;
    this.duplicatesLeft = 0;
  }

  close(): void {
    this.reset();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    const generation = this.generation;
    try {
      while (!this.paused && generation === this.generation) {
        const job = this.queue.shift();
        if (!job) break;
        await this.attempt(job, generation);
      }
    } finally {
      this.draining = false;
    }
    // A reset during the loop may have queued fresh work for the new generation.
    if (generation !== this.generation && this.queue.length > 0) void this.drain();
  }

  private async attempt(job: Job, generation: number): Promise<void> {
    const url = this.opts.url;
    if (!url) return;
    const payload = JSON.stringify(job.event, null, 2);
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(payload)),
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'Stripe-Signature': signPayload(payload, this.opts.secret),
    };
    const result = await post(url, payload, headers, this.opts.timeoutMs);
    if (generation !== this.generation) return;
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    this.deliveries.push({
      eventId: job.event.id,
      type: job.event.type,
      attempt: job.attempt,
      url,
      status: result.status,
      ok,
      ...(result.error ? { error: result.error } : {}),
      at: Date.now(),
    });
    if (ok) {
      job.event.pending_webhooks = 0;
      return;
    }
    if (job.attempt >= this.opts.maxAttempts) return;
    const delay = this.opts.retryBaseMs * 2 ** (job.attempt - 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.queue.push({ event: job.event, attempt: job.attempt + 1 });
      void this.drain();
    }, delay);
    this.timers.add(timer);
  }
}

function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number | null; error?: string }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    // A fresh connection per attempt, like Stripe; no pooled sockets linger after tests.
    const req = send(target, { method: 'POST', headers, agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? null }));
      res.on('error', (err) => resolve({ status: res.statusCode ?? null, error: err.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', (err) => resolve({ status: null, error: err.message }));
    req.end(body);
  });
}
