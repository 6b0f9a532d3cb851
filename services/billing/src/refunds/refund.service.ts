import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Pricing, type RefundResponse } from '@stillframe/contracts';
import { AppException, type Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { SubscriptionSyncService } from '../subscriptions/subscription-sync.service.js';
import { StripePaymentsRepository } from '../stripe/stripe-payments.repository.js';
import { SubscriptionEndingService } from '../payments/subscription-ending.service.js';
import { PaymentSyncService } from '../payments/payment-sync.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The 30-day money-back guarantee (docs/decisions/0005-plans-and-price.md), granted by an administrator: the last
 * payment of a subscription started less than 30 days ago is refunded and the subscription ends now,
 * as it does after a full refund in Stripe's dashboard (the same ending, src/payments).
 * Repeating it refunds nothing more.
 */
@Injectable()
export class RefundService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly payments: StripePaymentsRepository,
    private readonly ending: SubscriptionEndingService,
    private readonly paymentSync: PaymentSyncService,
    private readonly sync: SubscriptionSyncService,
  ) {}

  async refund(userId: string, now = new Date()): Promise<RefundResponse> {
    const subscription = await this.subscriptions.latestForUser(userId);
    if (!subscription) throw new AppException(ErrorCode.notFound, 'This user has no subscription to refund');
    if (now.getTime() - subscription.startedAt.getTime() >= Pricing.moneyBackDays * DAY_MS) {
      const started = subscription.startedAt.toISOString().slice(0, 10);
      throw new AppException(
        ErrorCode.conflict,
        `The ${Pricing.moneyBackDays}-day money-back guarantee has ended: this subscription started on ${started}`,
      );
    }
    const payment = await this.payments.findLastPayment(subscription.id);
    const refundable = payment ? payment.amountCents - payment.refundedCents : 0;
    const amountCents =
      payment && refundable > 0
        ? await this.payments.refund(payment, {
            policy: 'money_back_30_days',
            userId,
            subscriptionId: subscription.id,
          })
        : 0;
    const cancel = await this.ending.endNow(subscription.id, 'refunded');
    // The webhooks will say the same; storing it now makes the status (and its reason) right at once.
    if (cancel !== 'missing') {
      if (payment) await this.paymentSync.resync(payment.chargeId);
      else await this.sync.resync(subscription.id);
    }
    this.logger.info(
      { userId, subscriptionId: subscription.id, amountCents, cancel },
      'money-back guarantee applied',
    );
    return { refunded: amountCents > 0, amountCents, canceled: cancel !== 'missing' };
  }
}
