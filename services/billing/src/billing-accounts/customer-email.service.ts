import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { StripeCheckoutRepository } from '../stripe/stripe-checkout.repository.js';
import { BILLING_LOGGER } from '../tokens.js';

/**
 * The Stripe customer carries the account's email, so that Stripe's checkout shows it (prefilled, read-only)
 * and its portal says whose account it is. Billing learns the email from the identity token of the caller;
 * it is written to the customer whenever the user opens checkout or the portal, which also fills in
 * customers created before the email was kept.
 */
@Injectable()
export class CustomerEmailService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeCheckoutRepository,
  ) {}

  /** Never fails the user's request: without it Stripe simply asks for the email itself. */
  async keepInSync(customerId: string, email: string | undefined): Promise<void> {
    if (!email) return;
    try {
      await this.stripe.updateCustomerEmail(customerId, email);
    } catch (error) {
      this.logger.warn(
        { customerId, err: error instanceof Error ? error.message : String(error) },
        'could not write the email to the Stripe customer',
      );
    }
  }
}
