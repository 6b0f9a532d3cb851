import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { toBillingException } from './stripe-errors.js';

export interface LastPayment {
  invoiceId: string;
  paymentIntentId: string;
  chargeId: string;
  amountCents: number;
  refundedCents: number;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe calls on money already taken: finding a subscription's last payment and refunding it. */
@Injectable()
export class StripePaymentsRepository {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The newest paid invoice of the subscription and the card payment behind it. Since API basil an
   * invoice has no payment_intent: the link goes through the invoice's payments.
   */
  async findLastPayment(subscriptionId: string): Promise<LastPayment | null> {
    return this.guard('find last payment', async () => {
      const invoices = await this.stripe.invoices.list({
        subscription: subscriptionId,
        status: 'paid',
        limit: 1,
      });
      const invoice = invoices.data[0];
      if (!invoice?.id) return null;
      const payments = await this.stripe.invoicePayments.list({ invoice: invoice.id, limit: 10 });
      const paid = payments.data.find(
        (entry) => entry.status === 'paid' && entry.payment.type === 'payment_intent',
      );
      const paymentIntentId = idOf(paid?.payment.payment_intent);
      if (!paymentIntentId) return null;
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge'],
      });
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string') return null;
      return {
        invoiceId: invoice.id,
        paymentIntentId,
        chargeId: charge.id,
        amountCents: charge.amount,
        refundedCents: charge.amount_refunded,
      };
    });
  }

  /** Refunds what is left of the payment; the key makes a repeated request refund only once. */
  async refund(payment: LastPayment, metadata: Record<string, string>): Promise<number> {
    return this.guard('refund payment', async () => {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: payment.paymentIntentId,
          amount: payment.amountCents - payment.refundedCents,
          reason: 'requested_by_customer',
          metadata,
        },
        { idempotencyKey: `stillframe-money-back-${payment.chargeId}` },
      );
      return refund.amount;
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
