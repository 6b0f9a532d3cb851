import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BillingAccountsRepository } from '../billing-accounts/billing-accounts.repository.js';
import { CustomerEmailService } from '../billing-accounts/customer-email.service.js';
import { StripeCheckoutRepository, type HostedSession } from '../stripe/stripe-checkout.repository.js';

/** Stripe's customer portal: card, invoices and cancellation, managed by Stripe's own pages. */
@Injectable()
export class PortalService {
  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly accounts: BillingAccountsRepository,
    private readonly stripe: StripeCheckoutRepository,
    private readonly customerEmail: CustomerEmailService,
  ) {}

  async open(userId: string, email: string | undefined): Promise<HostedSession> {
    const account = await this.accounts.find(userId);
    if (!account) {
      throw new AppException(
        ErrorCode.noBillingAccount,
        'There is no billing account to manage yet: subscribe to the Pro plan first.',
      );
    }
    return this.openFor(account.stripeCustomerId, email);
  }

  /** The portal's "back" link returns to the settings screen, where subscription management lives. */
  async openFor(stripeCustomerId: string, email: string | undefined): Promise<HostedSession> {
    await this.customerEmail.keepInSync(stripeCustomerId, email);
    return this.stripe.createPortalSession(stripeCustomerId, `${this.publicUrl()}/settings`);
  }

  private publicUrl(): string {
    return this.config.PUBLIC_URL.replace(/\/+$/, '');
  }
}
