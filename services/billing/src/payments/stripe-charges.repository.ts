import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { STRIPE_CLIENT } from '../stripe/stripe-client.js';
import { isStripeMissing, toBillingException } from '../stripe/stripe-errors.js';
import { idOf, subscriptionOfInvoice } from '../stripe/stripe-ids.js';
import type { PaymentSnapshot } from '../stripe/payment-snapshot.js';

/**
 * Stripe reads of a payment: the charge, its disputes and the subscription it paid for. An event
 * about a charge or a dispute only says which charge to read: the state stored is Stripe's now.
 */
@Injectable()
export class StripeChargesRepository {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
  ) {}

  /** The payment as Stripe has it now; null when Stripe does not know the charge. */
  async read(chargeId: string): Promise<PaymentSnapshot | null> {
    let charge: Stripe.Charge;
    try {
      charge = await this.stripe.charges.retrieve(chargeId);
    } catch (error) {
      if (isStripeMissing(error)) return null;
      throw toBillingException(error, 'retrieve charge', this.logger);
    }
    try {
      const [dispute, subscriptionId] = await Promise.all([
        this.newestDispute(charge.id),
        this.subscriptionPaidBy(idOf(charge.payment_intent)),
      ]);
      return {
        chargeId: charge.id,
        customerId: idOf(charge.customer),
        subscriptionId,
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
        dispute: dispute ? { id: dispute.id, status: dispute.status } : null,
      };
    } catch (error) {
      throw toBillingException(error, 'read the payment of a charge', this.logger);
    }
  }

  /** A charge disputed again after a decision has several; the newest one is the one that counts. */
  private async newestDispute(chargeId: string): Promise<Stripe.Dispute | null> {
    const disputes = await this.stripe.disputes.list({ charge: chargeId, limit: 10 });
    return (
      disputes.data
        .filter((dispute) => idOf(dispute.charge) === chargeId)
        .sort((a, b) => b.created - a.created)[0] ?? null
    );
  }

  /** Since API basil a payment intent names no invoice: the invoice payment links the two. */
  private async subscriptionPaidBy(paymentIntentId: string | null): Promise<string | null> {
    if (!paymentIntentId) return null;
    const payments = await this.stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 10,
      expand: ['data.invoice'],
    });
    const link = payments.data.find((entry) => idOf(entry.payment.payment_intent) === paymentIntentId);
    if (!link) return null;
    const invoice =
      typeof link.invoice === 'string' ? await this.stripe.invoices.retrieve(link.invoice) : link.invoice;
    return 'deleted' in invoice && invoice.deleted ? null : subscriptionOfInvoice(invoice);
  }
}
