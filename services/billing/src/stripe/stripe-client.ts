import Stripe from 'stripe';
import type { BillingConfig } from '../config/env.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * The official client, pointed at api.stripe.com or, with STRIPE_API_URL, at another host speaking
 * the same API (the sandbox): a non-default host replaces every Stripe base address.
 */
export function createStripeClient(config: BillingConfig): Stripe {
  const host = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
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
}
