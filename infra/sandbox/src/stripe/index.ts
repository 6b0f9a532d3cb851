// Stripe sandbox: a stateful stand-in for api.stripe.com that the unchanged
// `stripe` npm package talks to via `{ host, port, protocol: 'http' }`, plus
// hosted checkout/portal pages and signed webhook delivery.
import type { AddressInfo } from 'node:net';
import { ApiHandler } from './api-handler.js';
import { createControl, type StripeSandboxControl } from './control.js';
import { SandboxCore } from './core.js';
import { IdempotencyCache } from './idempotency.js';
import { isAfterRetries, retryDaysProblem, type RetrySchedule } from './retry-schedule.js';
import { createSandboxServer } from './server.js';
import { StripeStore } from './store.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';

export type { StripeSandboxControl, PayOutcome } from './control.js';
export type { BillingControl, ClockAdvance, CustomerRef } from './billing-control.js';
export type { RetrySchedule, AfterRetries } from './retry-schedule.js';
export { DEFAULT_RETRY_SCHEDULE, retryScheduleFromEnv } from './retry-schedule.js';
export type { DeliveryRecord } from './webhook-dispatcher.js';
export type { StripeEvent } from './types.js';
export { PRO_LOOKUP_KEY, PRO_PRICE_ID, PRO_PRODUCT_ID } from './store.js';
export { signPayload, WEBHOOK_API_VERSION } from './events.js';

export interface StripeSandboxOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Base URL browsers use to reach the sandbox (checkout/portal links); default http://host:port. */
  publicUrl?: string;
  /** Where events are POSTed; without it events are only recorded. */
  webhookUrl?: string;
  /** The endpoint secret (`whsec_...`) receivers verify signatures with. */
  webhookSecret: string;
  /** Accept only this secret key; default any `sk_test_...`/`rk_test_...`. */
  apiKey?: string;
  /** Retry policy: delays baseMs, 2*baseMs, ...; defaults 500 ms, 8 attempts, 10 s timeout. */
  webhookRetry?: { baseMs?: number; maxAttempts?: number; timeoutMs?: number };
  /** After a declined renewal: retries 3, 5 and 7 days apart, then cancel (DEFAULT_RETRY_SCHEDULE). */
  retrySchedule?: RetrySchedule;
}

export interface StripeSandbox {
  url: string;
  close(): Promise<void>;
  control: StripeSandboxControl;
}

export async function startStripeSandbox(opts: StripeSandboxOptions): Promise<StripeSandbox> {
  if (!opts.webhookSecret) throw new Error('startStripeSandbox: webhookSecret is required');
  const retryProblem = opts.retrySchedule ? retryDaysProblem(opts.retrySchedule.days) : undefined;
  if (retryProblem) throw new Error(`startStripeSandbox: retrySchedule.days ${retryProblem}`);
  if (opts.retrySchedule && !isAfterRetries(opts.retrySchedule.then)) {
    throw new Error('startStripeSandbox: retrySchedule.then must be cancel or unpaid');
  }
  const host = opts.host ?? '127.0.0.1';
  const store = new StripeStore(opts.retrySchedule);
  const webhooks = new WebhookDispatcher({
    ...(opts.webhookUrl ? { url: opts.webhookUrl } : {}),
    secret: opts.webhookSecret,
    retryBaseMs: opts.webhookRetry?.baseMs ?? 500,
    maxAttempts: opts.webhookRetry?.maxAttempts ?? 8,
    timeoutMs: opts.webhookRetry?.timeoutMs ?? 10_000,
  });
  const core = new SandboxCore(store, webhooks, '');
  const idempotency = new IdempotencyCache();
  const control = createControl(core, idempotency, opts.webhookUrl);
  const server = createSandboxServer(core, new ApiHandler(core, idempotency, opts.apiKey), control);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  const url = `http://${urlHost}:${port}`;
  core.publicUrl = (opts.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        webhooks.close();
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
