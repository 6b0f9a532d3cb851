import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@stillframe/contracts';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { entitlementOf } from './entitlement.js';

/**
 * A user's subscription status, from the rows the webhooks keep in step with Stripe: no Stripe call
 * per request, so the gateway's gated routes stay fast and work while Stripe is unreachable.
 */
@Injectable()
export class EntitlementService {
  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async forUser(userId: string, now = new Date()): Promise<SubscriptionStatus> {
    return entitlementOf(await this.subscriptions.forUser(userId), now, this.config.PAST_DUE_GRACE_DAYS);
  }
}
