import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { StripeCheckoutRepository } from '../stripe/stripe-checkout.repository.js';
import { SubscriptionSyncService } from './subscription-sync.service.js';

/**
 * The success page's shortcut: its Checkout Session, if it is the caller's and complete, has its
 * subscription read from Stripe now, so that the page shows Pro at once even when the webhook is
 * still on its way. Stripe stays the source (the subscription is fetched, the redirect proves
 * nothing), and the webhook, arriving later, finds nothing left to change.
 */
@Injectable()
export class CheckoutCompletionService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeCheckoutRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  /** Best effort: the stored status is still answered when Stripe cannot be asked. */
  async confirm(userId: string, sessionId: string): Promise<void> {
    try {
      const outcome = await this.stripe.checkoutOutcome(sessionId);
      if (!outcome || outcome.userId !== userId || !outcome.complete || !outcome.subscriptionId) return;
      await this.sync.resync(outcome.subscriptionId, userId);
    } catch (error) {
      this.logger.warn(
        { userId, sessionId, err: error instanceof Error ? error.message : error },
        'checkout not confirmed; the webhook will do it',
      );
    }
  }
}
