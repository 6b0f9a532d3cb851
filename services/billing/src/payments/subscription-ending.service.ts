import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import {
  StripeSubscriptionsRepository,
  type CancelOutcome,
} from '../stripe/stripe-subscriptions.repository.js';
import type { SubscriptionEnding } from '../subscriptions/payment-standing.js';

const COMMENTS: Record<SubscriptionEnding, string> = {
  refunded: 'Stillframe: the payment was refunded in full',
  disputed: 'Stillframe: the payment was disputed and the dispute was lost',
};

/**
 * Ends a subscription at once because of its money: a full refund (the money-back guarantee in the
 * app, or a refund in Stripe's dashboard) or a lost dispute. Safe to repeat and to race: one that has
 * ended already counts as done, and each reason's cancel request carries its own idempotency key.
 */
@Injectable()
export class SubscriptionEndingService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeSubscriptionsRepository,
  ) {}

  async endNow(subscriptionId: string, because: SubscriptionEnding): Promise<CancelOutcome> {
    const outcome = await this.stripe.cancelNow(subscriptionId, {
      reason: because,
      comment: COMMENTS[because],
    });
    if (outcome === 'canceled') this.logger.info({ subscriptionId, because }, 'subscription ended now');
    return outcome;
  }
}
