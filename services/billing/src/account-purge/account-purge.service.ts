import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { BillingAccountsRepository } from '../billing-accounts/billing-accounts.repository.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { EndedStatuses } from '../stripe/subscription-snapshot.js';
import { EntitlementBroadcastRepository } from '../subscriptions/entitlement-broadcast.repository.js';
import { StripeSubscriptionsRepository } from '../stripe/stripe-subscriptions.repository.js';
import { AccountPurgeRepository } from './account-purge.repository.js';

export interface PurgeOutcome {
  canceled: string[];
  rowsRemoved: number;
}

/**
 * The billing part of deleting an account (docs/decisions/0006-accounts.md): every subscription that can still bill is
 * canceled at once, then the billing link and the rows go. Each step is safe to repeat, so the queue
 * may run the job again after any failure.
 */
@Injectable()
export class AccountPurgeService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly purges: AccountPurgeRepository,
    private readonly accounts: BillingAccountsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeSubscriptionsRepository,
    private readonly broadcast: EntitlementBroadcastRepository,
  ) {}

  async purge(userId: string): Promise<PurgeOutcome> {
    await this.purges.markPurged(userId);
    const account = await this.accounts.find(userId);
    const stored = (await this.subscriptions.forUser(userId))
      .filter((row) => !EndedStatuses.has(row.status))
      .map((row) => row.id);
    // Stripe's own list also catches a subscription whose webhook has not been applied yet.
    const live = account ? await this.stripe.listLive(account.stripeCustomerId) : [];
    const canceled: string[] = [];
    for (const subscriptionId of new Set([...stored, ...live])) {
      if ((await this.stripe.cancelNow(subscriptionId)) === 'canceled') canceled.push(subscriptionId);
    }
    const rowsRemoved = await this.purges.removeRows(userId);
    if (canceled.length || rowsRemoved) await this.broadcast.changed(userId);
    this.logger.info({ userId, canceled, rowsRemoved }, 'billing data purged');
    return { canceled, rowsRemoved };
  }
}
