import Stripe from 'stripe';
import { traceUpstreamAnswer, type AppMetrics } from '@stillframe/server-kit';
import type { BillingConfig } from '../config/env.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * The official client, pointed at api.stripe.com or, with STRIPE_API_URL, at another host speaking
 * the same API (the sandbox): a non-default host replaces every Stripe base address.
 */
export function createStripeClient(config: BillingConfig, metrics?: AppMetrics): Stripe {
  const host = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: config.STRIPE_MAX_NETWORK_RETRIES,
    timeout: config.STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'stillframe-billing' },
    ...(host
      ? {
          host: host.hostname,
          port: Number(host.port || (host.protocol === 'https:' ? 443 : 80)),
          protocol: host.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  // Every answer Stripe gave (a retried one is counted once, by its last answer), by the path's pattern.
  stripe.on('response', (answer: Stripe.ResponseEvent) => {
    const method = `${answer.method} ${pathPattern(answer.path)}`;
    metrics?.upstreamCall('stripe', method, `${Math.floor(answer.status / 100)}xx`);
    metrics?.upstreamTime('stripe', method, answer.elapsed / 1000);
    traceUpstreamAnswer({
      upstream: 'stripe',
      method: answer.method,
      path: pathPattern(answer.path),
      status: answer.status,
      startMs: answer.request_start_time,
      endMs: answer.request_end_time,
    });
  });
  return stripe;
}

/**
 * An object's id: a prefix Stripe uses (`sub_…`, `cus_…`), or any prefix with a digit or capital after
 * it (`cus_NffrFeUfNV2Hib`). A resource's name is words alone (`payment_intents`, `test_clocks`).
 */
const OBJECT_ID =
  /^(?:(?:acct|bps|card|ch|clock|cs|cus|dp|evt|ii|il|in|inpay|pi|pm|po|price|prod|py|re|sched|seti|si|sub|tok|txn)_\w+|[a-z]+_(?=\w*[A-Z0-9])\w+)$/;

/** `/v1/subscriptions/sub_123/items` → `/v1/subscriptions/:id/items`: one series per endpoint, not per object. */
export const pathPattern = (path: string): string =>
  path
    .split('?')[0]!
    .split('/')
    .map((part) => (OBJECT_ID.test(part) ? ':id' : part))
    .join('/');
