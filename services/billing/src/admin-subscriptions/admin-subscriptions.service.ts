import { Injectable } from '@nestjs/common';
import { Pricing, type AdminSubscription } from '@stillframe/contracts';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stripe statuses after which nothing is left to refund and cancel. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** The subscription column of the admin table, and whether the money-back guarantee still applies. */
@Injectable()
export class AdminSubscriptionsService {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  async list(now = new Date()): Promise<AdminSubscription[]> {
    const latest = await this.subscriptions.latestPerUser();
    return latest.map((subscription) => ({
      userId: subscription.userId,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      startedAt: subscription.startedAt.toISOString(),
      refundable:
        !ENDED.has(subscription.status) &&
        now.getTime() - subscription.startedAt.getTime() < Pricing.moneyBackDays * DAY_MS,
    }));
  }
}
