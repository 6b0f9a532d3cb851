import { Injectable } from '@nestjs/common';
import type { SubscriptionStatus } from '@stillframe/contracts';
import { CheckoutCompletionService } from './checkout-completion.service.js';
import { EntitlementService } from './entitlement.service.js';

/** The status the settings and success screens show. */
@Injectable()
export class SubscriptionStatusService {
  constructor(
    private readonly entitlements: EntitlementService,
    private readonly checkouts: CheckoutCompletionService,
  ) {}

  async status(userId: string, checkoutSessionId?: string): Promise<SubscriptionStatus> {
    if (checkoutSessionId) await this.checkouts.confirm(userId, checkoutSessionId);
    return this.entitlements.forUser(userId);
  }
}
