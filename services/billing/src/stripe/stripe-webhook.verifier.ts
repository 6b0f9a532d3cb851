import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/** Stripe's default: bounds how long a captured delivery can be replayed. */
const TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A valid signature made too long ago or for a time still to come. */
export class WebhookTimestampError extends WebhookSignatureError {
  override name = 'WebhookTimestampError';
}

/** The `t=` of a Stripe-Signature header, in seconds; null when absent or not a number. */
const signedAt = (signature: string): number | null => {
  const value = signature
    .split(',')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === 't')?.[1];
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
};

/** Checks Stripe's signature over the exact bytes received (a local HMAC: no call to Stripe). */
@Injectable()
export class StripeWebhookVerifier {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** The verified event; throws WebhookSignatureError when the signature, its age or the payload is wrong. */
  verify(rawBody: Buffer, signature: string): Stripe.Event {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
        TOLERANCE_SECONDS,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Invalid signature';
      if (/tolerance/i.test(message)) throw new WebhookTimestampError(message);
      throw new WebhookSignatureError(message);
    }
    // Stripe's library only refuses timestamps too far in the past; one signed for the future would
    // stay replayable until then, so the window applies both ways.
    const timestamp = signedAt(signature);
    if (timestamp === null || timestamp - Date.now() / 1000 > TOLERANCE_SECONDS) {
      throw new WebhookTimestampError('Timestamp outside the tolerance zone');
    }
    return event;
  }
}
