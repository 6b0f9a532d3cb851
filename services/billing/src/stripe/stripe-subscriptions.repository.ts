import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { EndedStatuses, type SubscriptionSnapshot } from './subscription-snapshot.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { isStripeMissing, toBillingException } from './stripe-errors.js';
import { toSubscriptionSnapshot } from './stripe-subscription.mapper.js';

export type CancelOutcome = 'canceled' | 'already-ended' | 'missing';

/** Stripe calls on subscriptions: the current state (the truth webhooks are checked against) and cancellation. */
@Injectable()
export class StripeSubscriptionsRepository {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
  ) {}

  /** The subscription as Stripe has it now; null when Stripe does not know it. */
  async retrieve(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    try {
      return toSubscriptionSnapshot(await this.stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      if (isStripeMissing(error)) return null;
      throw toBillingException(error, 'retrieve subscription', this.logger);
    }
  }

  /** Ids of a customer's subscriptions that can still bill (not canceled or expired). */
  async listLive(customerId: string): Promise<string[]> {
    try {
      const ids: string[] = [];
      for await (const subscription of this.stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      })) {
        if (!EndedStatuses.has(subscription.status)) ids.push(subscription.id);
      }
      return ids;
    } catch (error) {
      if (isStripeMissing(error)) return [];
      throw toBillingException(error, 'list subscriptions', this.logger);
    }
  }

  /** Ends it now (not at the period end); one that has already ended counts as done. */
  async cancelNow(subscriptionId: string): Promise<CancelOutcome> {
    try {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      if (EndedStatuses.has(current.status)) return 'already-ended';
      await this.stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { idempotencyKey: `stillframe-cancel-${subscriptionId}` },
      );
      return 'canceled';
    } catch (error) {
      if (isStripeMissing(error)) return 'missing';
      throw toBillingException(error, 'cancel subscription', this.logger);
    }
  }
}
