// Shared setup for the Stripe sandbox tests: the real `stripe` client, a
// local webhook receiver that verifies signatures like an app would, and a
// few waiting helpers.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeSandbox, type StripeSandbox } from '../src/stripe/index.js';

export const WEBHOOK_SECRET = 'whsec_test_sandbox_secret';
export const API_KEY = 'sk_test_sandbox_key_123456';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  raw: string;
  event: Stripe.Event;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status to answer per request (default 200); called before recording. */
  respond: (raw: string) => number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const verifier = new Stripe(API_KEY);
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    respond: () => 200,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = receiver.respond(raw);
      if (status >= 200 && status < 300) {
        try {
          const header = String(req.headers['stripe-signature'] ?? '');
          const event = verifier.webhooks.constructEvent(raw, header, WEBHOOK_SECRET);
          receiver.received.push({ headers: req.headers, raw, event });
        } catch {
          res.writeHead(400).end('bad signature');
          return;
        }
      }
      res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  return receiver;
}

export interface Harness {
  sandbox: StripeSandbox;
  stripe: Stripe;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

export async function startHarness(retryBaseMs = 20): Promise<Harness> {
  const receiver = await startReceiver();
  const sandbox = await startStripeSandbox({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    webhookRetry: { baseMs: retryBaseMs, maxAttempts: 5 },
  });
  const { hostname, port } = new URL(sandbox.url);
  const stripe = new Stripe(API_KEY, {
    host: hostname,
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return {
    sandbox,
    stripe,
    receiver,
    close: async () => {
      await sandbox.close();
      await receiver.close();
    },
  };
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A session for the seeded Pro price, the way the billing service creates one. */
export async function createProSession(stripe: Stripe, customer?: string): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: 'price_sandbox_pro_monthly', quantity: 1 }],
    success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/pricing',
    client_reference_id: 'user_42',
    metadata: { userId: 'user_42' },
    subscription_data: { metadata: { userId: 'user_42' } },
    ...(customer ? { customer } : { customer_email: 'sam@example.test' }),
  });
}

export function eventTypes(receiver: WebhookReceiver): string[] {
  return receiver.received.map((r) => r.event.type);
}

/**
 * Registers a suite's hooks: one sandbox and webhook receiver per file, and a clean slate (no objects,
 * no received events, receiver answering 200) before every test.
 */
export function useHarness(assign: (harness: Harness) => void): void {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    assign(harness);
  });
  afterAll(async () => {
    await harness.close();
  });
  beforeEach(() => {
    harness.sandbox.control.reset();
    harness.receiver.received.length = 0;
    harness.receiver.respond = () => 200;
  });
}

/** Calls a control hook over HTTP, as tests in other processes do; answers status and JSON body. */
export async function callControl<T = unknown>(
  sandbox: StripeSandbox,
  name: string,
  body: unknown = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandbox.url}/__control/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Posts a hosted page's form the way a browser does, without following the redirect. */
export function submitForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * Pays a fresh Pro session with `card`, waits for its webhooks and forgets them; answers the
 * subscription as the API shows it.
 */
export async function subscribeWith(h: Harness, card = '4242 4242 4242 4242'): Promise<Stripe.Subscription> {
  const session = await createProSession(h.stripe);
  const outcome = h.sandbox.control.pay(session.id, card);
  if (!outcome.ok) throw new Error(`payment failed: ${outcome.error.message}`);
  await h.sandbox.control.idle();
  h.receiver.received.length = 0;
  return h.stripe.subscriptions.retrieve(outcome.session.subscription as string);
}

/** The events the receiver verified, in delivery order, after the sandbox's deliveries settled. */
export async function delivered(h: Harness): Promise<Stripe.Event[]> {
  await h.sandbox.control.idle();
  return h.receiver.received.map((r) => r.event);
}

export const DAY = 86_400;
