import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { STRIPE_CLIENT } from './stripe-client.js';

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Checks Stripe's signature over the exact bytes received (a local HMAC: no call to Stripe). */
@Injectable()
export class StripeWebhookVerifier {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** The verified event; throws WebhookSignatureError when the signature, its age or the payload is wrong. */
  verify(rawBody: Buffer, signature: string): Stripe.Event {
    try {
      // 300 s tolerance (Stripe's default) bounds how long a captured delivery can be replayed.
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
  }
}
