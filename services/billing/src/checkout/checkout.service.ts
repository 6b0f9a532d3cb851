import { Inject, Injectable } from '@nestjs/common';
import type { CheckoutResponse } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BillingAccountsRepository } from '../billing-accounts/billing-accounts.repository.js';
import { CustomerEmailService } from '../billing-accounts/customer-email.service.js';
import { StripeCheckoutRepository } from '../stripe/stripe-checkout.repository.js';
import { PlansService } from '../plans/plans.service.js';
import { PortalService } from '../portal/portal.service.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';

/** A double click inside this window gets the same Checkout Session back (Stripe's idempotency key). */
const ATTEMPT_WINDOW_MS = 60_000;

/**
 * Subscriptions Stripe still holds for the user: paid, in trial, or awaiting a payment it keeps
 * retrying. Their owner needs the portal (to manage, or to fix the card), not a second subscription.
 */
const HeldStatuses: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

@Injectable()
export class CheckoutService {
  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly plans: PlansService,
    private readonly accounts: BillingAccountsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly portal: PortalService,
    private readonly stripe: StripeCheckoutRepository,
    private readonly customerEmail: CustomerEmailService,
  ) {}

  /**
   * A subscription-mode Checkout Session for the plan. A user who already has a subscription (active,
   * or with a renewal payment pending) is sent to the billing portal instead, so that nobody pays twice.
   */
  async start(userId: string, email: string | undefined, priceId: string): Promise<CheckoutResponse> {
    if (!(await this.plans.isKnown(priceId))) {
      throw AppException.validation(
        'body.priceId',
        `Unknown plan "${priceId}": use the id of a plan from /api/subscription/plans`,
      );
    }
    const plan = await this.plans.sellable();
    const account = await this.accounts.find(userId);
    const held = (await this.subscriptions.forUser(userId)).some((subscription) =>
      HeldStatuses.has(subscription.status),
    );
    if (account && held) {
      const portal = await this.portal.openFor(account.stripeCustomerId, email);
      return { sessionId: portal.id, url: portal.url };
    }
    if (account) await this.customerEmail.keepInSync(account.stripeCustomerId, email);
    const customerId = account?.stripeCustomerId ?? (await this.newCustomer(userId, email));
    const base = this.config.PUBLIC_URL.replace(/\/+$/, '');
    const attempt = Math.floor(Date.now() / ATTEMPT_WINDOW_MS);
    const session = await this.stripe.createCheckoutSession({
      userId,
      customerId,
      priceId: plan.id,
      // Stripe replaces the literal {CHECKOUT_SESSION_ID} with the session's id.
      successUrl: `${base}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/subscription/cancel`,
      idempotencyKey: `stillframe-checkout-${userId}-${plan.id}-${attempt}`,
    });
    return { sessionId: session.id, url: session.url };
  }

  private async newCustomer(userId: string, email: string | undefined): Promise<string> {
    const customerId = await this.stripe.createCustomer(userId, email);
    return (await this.accounts.link(userId, customerId)).stripeCustomerId;
  }
}
