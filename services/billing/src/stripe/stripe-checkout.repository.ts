import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { isStripeMissing, toBillingException } from './stripe-errors.js';

export interface PlanPrice {
  id: string;
  unitAmount: number;
  currency: string;
  interval: string;
  intervalCount: number;
  productName: string | null;
  lookupKey: string | null;
}

export interface CheckoutInput {
  userId: string;
  customerId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface HostedSession {
  id: string;
  url: string;
}

export interface CheckoutOutcome {
  userId: string | null;
  complete: boolean;
  subscriptionId: string | null;
}

const toPlanPrice = (price: Stripe.Price): PlanPrice => ({
  id: price.id,
  unitAmount: price.unit_amount ?? 0,
  currency: price.currency,
  interval: price.recurring?.interval ?? 'one_time',
  intervalCount: price.recurring?.interval_count ?? 1,
  productName:
    typeof price.product === 'object' && price.product && 'name' in price.product ? price.product.name : null,
  lookupKey: price.lookup_key,
});

/** Stripe calls of the buying side: the plan's price, customers, Checkout and the billing portal. */
@Injectable()
export class StripeCheckoutRepository {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
  ) {}

  /** The plan's price by id, or the active price with the lookup key; null when Stripe has none. */
  async findPrice(by: { id: string } | { lookupKey: string }): Promise<PlanPrice | null> {
    return this.guard('find price', async () => {
      if ('id' in by) return toPlanPrice(await this.stripe.prices.retrieve(by.id, { expand: ['product'] }));
      const found = await this.stripe.prices.list({
        lookup_keys: [by.lookupKey],
        active: true,
        limit: 1,
        expand: ['data.product'],
      });
      const price = found.data[0];
      return price ? toPlanPrice(price) : null;
    });
  }

  /** The key makes a retried or doubled request return the same customer instead of a second one. */
  async createCustomer(userId: string, email: string | undefined): Promise<string> {
    return this.guard('create customer', async () => {
      const customer = await this.stripe.customers.create(
        { metadata: { userId }, ...(email ? { email } : {}) },
        // The email is part of the request, so it is part of the key: another email is another request.
        { idempotencyKey: `stillframe-customer-${userId}-${email ? fingerprint(email) : 'no-email'}` },
      );
      return customer.id;
    });
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    await this.guard('update customer email', () => this.stripe.customers.update(customerId, { email }));
  }

  async createCheckoutSession(input: CheckoutInput): Promise<HostedSession> {
    return this.guard('create checkout session', async () => {
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          client_reference_id: input.userId,
          metadata: { userId: input.userId },
          subscription_data: { metadata: { userId: input.userId } },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a url`);
      return { id: session.id, url: session.url };
    });
  }

  /** Where a Checkout Session stands; null when Stripe does not know it. */
  async checkoutOutcome(sessionId: string): Promise<CheckoutOutcome | null> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      const subscription = session.subscription;
      return {
        userId: session.client_reference_id,
        complete: session.status === 'complete',
        subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
      };
    } catch (error) {
      if (isStripeMissing(error)) return null;
      throw toBillingException(error, 'retrieve checkout session', this.logger);
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<HostedSession> {
    return this.guard('create portal session', async () => {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { id: session.id, url: session.url };
    });
  }

  private async guard<T>(action: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw toBillingException(error, action, this.logger);
    }
  }
}

const fingerprint = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 22);
