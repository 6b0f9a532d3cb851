import { Inject, Injectable } from '@nestjs/common';
import { Pricing, type AdminSubscription } from '@stillframe/contracts';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { EndedStatuses } from '../stripe/subscription-snapshot.js';
import { accessUntilOf, billingStateOf } from './billing-state.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The subscription column of the admin table, and whether the money-back guarantee still applies. */
@Injectable()
export class AdminSubscriptionsService {
  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async list(now = new Date()): Promise<AdminSubscription[]> {
    const [latest, events] = await Promise.all([
      this.subscriptions.latestPerUser(),
      this.subscriptions.lastEvents(),
    ]);
    const lastEvent = new Map(events.map((event) => [event.userId, event]));
    const graceDays = this.config.PAST_DUE_GRACE_DAYS;
    return latest.map((subscription) => {
      const billingState = billingStateOf(subscription, now, graceDays);
      const event = lastEvent.get(subscription.userId);
      return {
        userId: subscription.userId,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        startedAt: subscription.startedAt.toISOString(),
        // A disputed payment is the bank's to return, and a refunded one has nothing left.
        refundable:
          !EndedStatuses.has(subscription.status) &&
          billingState !== 'disputed' &&
          billingState !== 'refunded' &&
          now.getTime() - subscription.startedAt.getTime() < Pricing.moneyBackDays * DAY_MS,
        billingState,
        accessUntil: accessUntilOf(subscription, billingState, graceDays)?.toISOString() ?? null,
        lastEventType: event?.type ?? null,
        lastEventAt: event?.at.toISOString() ?? null,
      };
    });
  }
}
