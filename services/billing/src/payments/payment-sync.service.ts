import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { BillingAccountsRepository } from '../billing-accounts/billing-accounts.repository.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { SubscriptionSyncService, type SyncOutcome } from '../subscriptions/subscription-sync.service.js';
import type { AppliedEvent } from '../subscriptions/subscription-sync.store.js';
import { endingCalledFor } from '../subscriptions/payment-standing.js';
import type { PaymentRead } from '../stripe/payment-snapshot.js';
import { PaymentsRepository } from './payments.repository.js';
import { StripeChargesRepository } from './stripe-charges.repository.js';
import { SubscriptionEndingService } from './subscription-ending.service.js';

/** Stripe does not know the charge an event names: retrying cannot help. */
export class ChargeMissingError extends Error {
  override name = 'ChargeMissingError';
}

/** A refund or dispute event: it names the charge to read again. */
export interface PaymentEvent extends AppliedEvent {
  chargeId: string;
}

/**
 * Keeps a subscription's payments in step with Stripe, as the subscription sync does subscriptions:
 * whatever refund or dispute event arrives, the charge and its disputes are read again from Stripe
 * (a ticket drawn first), and that state is stored under the subscription's lock with a fresh read of
 * the subscription. When the payment calls for it (a full refund, a lost dispute), the subscription
 * is canceled at Stripe before that read, so the stored state already shows it ended.
 */
@Injectable()
export class PaymentSyncService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly payments: PaymentsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeChargesRepository,
    private readonly ending: SubscriptionEndingService,
    private readonly accounts: BillingAccountsRepository,
    private readonly sync: SubscriptionSyncService,
  ) {}

  async apply(event: PaymentEvent): Promise<SyncOutcome> {
    if (await this.subscriptions.wasProcessed(event.eventId)) return { kind: 'duplicate' };
    const read = await this.read(event.chargeId);
    const subscriptionId = read.snapshot.subscriptionId;
    if (!subscriptionId) {
      await this.subscriptions.markProcessed(event.eventId, event.type);
      return { kind: 'ignored', reason: 'the payment is not for a subscription' };
    }
    await this.enforce(read);
    return this.sync.apply({ ...event, subscriptionId, userId: null }, read);
  }

  /** Reads one payment now, e.g. right after the money-back guarantee refunded it. */
  async resync(chargeId: string): Promise<SyncOutcome> {
    const read = await this.read(chargeId);
    const subscriptionId = read.snapshot.subscriptionId;
    if (!subscriptionId) return { kind: 'ignored', reason: 'the payment is not for a subscription' };
    await this.enforce(read);
    return this.sync.resync(subscriptionId, null, read);
  }

  private async read(chargeId: string): Promise<PaymentRead> {
    const ticket = await this.payments.nextSyncTicket();
    const snapshot = await this.stripe.read(chargeId);
    if (!snapshot) throw new ChargeMissingError(`Stripe has no charge ${chargeId}`);
    return { ticket, snapshot };
  }

  /**
   * Decided from Stripe's state now, not from the event: a replayed or late event ends nothing by
   * itself. Only a Stillframe customer's subscription (linked at checkout, before any payment) is
   * ended: the Stripe account may bill other things too.
   */
  private async enforce({ snapshot }: PaymentRead): Promise<void> {
    const because = endingCalledFor({
      amount: snapshot.amount,
      amountRefunded: snapshot.amountRefunded,
      disputeStatus: snapshot.dispute?.status ?? null,
    });
    if (!because || !snapshot.subscriptionId || !snapshot.customerId) return;
    if (!(await this.accounts.findByCustomer(snapshot.customerId))) {
      this.logger.info(
        { chargeId: snapshot.chargeId, because },
        'payment of a customer not ours: nothing ended',
      );
      return;
    }
    const outcome = await this.ending.endNow(snapshot.subscriptionId, because);
    this.logger.debug({ chargeId: snapshot.chargeId, because, outcome }, 'payment ends its subscription');
  }
}
