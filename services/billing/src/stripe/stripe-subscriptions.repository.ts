import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { Logger } from '@stillframe/server-kit';
import { BILLING_LOGGER } from '../tokens.js';
import { EndedStatuses, type RenewalIssue, type SubscriptionSnapshot } from './subscription-snapshot.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { isStripeMissing, isStripeRefusal, toBillingException } from './stripe-errors.js';
import { toSubscriptionSnapshot } from './stripe-subscription.mapper.js';
import { isUnpaidAfterAttempt, toRenewalIssue } from './renewal-issue.mapper.js';

export type CancelOutcome = 'canceled' | 'already-ended' | 'missing';

/** Why Stillframe itself ends a subscription now; written on it at Stripe for whoever reads the dashboard. */
export interface CancelNote {
  /** Part of the idempotency key: one cancel request per subscription and reason. */
  reason: string;
  comment: string;
}

/** Stripe calls on subscriptions: the current state (the truth webhooks are checked against) and cancellation. */
@Injectable()
export class StripeSubscriptionsRepository {
  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The subscription as Stripe has it now, with its latest invoice's issue when a renewal is unpaid;
   * null when Stripe does not know it.
   */
  async retrieve(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    } catch (error) {
      if (isStripeMissing(error)) return null;
      throw toBillingException(error, 'retrieve subscription', this.logger);
    }
    const invoice = subscription.latest_invoice;
    const issue =
      invoice && typeof invoice === 'object' && isUnpaidAfterAttempt(invoice)
        ? await this.renewalIssue(invoice)
        : null;
    return toSubscriptionSnapshot(subscription, issue, await this.clockAhead(subscription.test_clock));
  }

  /**
   * A test-mode customer on a Stripe test clock lives on that clock's time: how far it is ahead of
   * ours, so that the grace period ends when the clock passes it, as Stripe's retries do.
   */
  private async clockAhead(clock: Stripe.Subscription['test_clock']): Promise<number | null> {
    if (!clock) return null;
    try {
      const { frozen_time } =
        typeof clock === 'string' ? await this.stripe.testHelpers.testClocks.retrieve(clock) : clock;
      return Math.round(frozen_time - Date.now() / 1000);
    } catch (error) {
      if (isStripeMissing(error)) return null;
      throw toBillingException(error, 'read the test clock', this.logger);
    }
  }

  /** Since API basil an invoice names no payment intent: its newest invoice payment does. */
  private async renewalIssue(invoice: Stripe.Invoice): Promise<RenewalIssue> {
    let payments: Stripe.ApiList<Stripe.InvoicePayment>;
    try {
      payments = await this.stripe.invoicePayments.list({
        invoice: invoice.id!,
        limit: 10,
        expand: ['data.payment.payment_intent'],
      });
    } catch (error) {
      throw toBillingException(error, 'read the unpaid invoice', this.logger);
    }
    const newest = payments.data
      .filter((entry) => entry.payment.type === 'payment_intent')
      .sort((a, b) => b.created - a.created)[0];
    const intent = newest?.payment.payment_intent;
    return toRenewalIssue(invoice, intent && typeof intent === 'object' ? intent : null);
  }

  /** Ids of a customer's subscriptions that can still bill (not canceled or expired). */
  async listLive(customerId: string): Promise<string[]> {
    try {
      const ids: string[] = [];
      for await (const subscription of this.stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      })) {
        if (!EndedStatuses.has(subscription.status)) ids.push(subscription.id);
      }
      return ids;
    } catch (error) {
      if (isStripeMissing(error)) return [];
      throw toBillingException(error, 'list subscriptions', this.logger);
    }
  }

  /**
   * Ends it now (not at the period end); one that has already ended counts as done, also when another
   * cancel (another reason, another worker) got there between our read and our request.
   */
  async cancelNow(subscriptionId: string, note?: CancelNote): Promise<CancelOutcome> {
    try {
      const current = await this.stripe.subscriptions.retrieve(subscriptionId);
      if (EndedStatuses.has(current.status)) return 'already-ended';
      await this.stripe.subscriptions.cancel(
        subscriptionId,
        note ? { cancellation_details: { comment: note.comment } } : {},
        {
          idempotencyKey: note
            ? `stillframe-cancel-${note.reason}-${subscriptionId}`
            : `stillframe-cancel-${subscriptionId}`,
        },
      );
      return 'canceled';
    } catch (error) {
      if (isStripeMissing(error)) return 'missing';
      if (isStripeRefusal(error) && (await this.hasEnded(subscriptionId))) return 'already-ended';
      throw toBillingException(error, 'cancel subscription', this.logger);
    }
  }

  private async hasEnded(subscriptionId: string): Promise<boolean> {
    try {
      return EndedStatuses.has((await this.stripe.subscriptions.retrieve(subscriptionId)).status);
    } catch {
      return false;
    }
  }
}
