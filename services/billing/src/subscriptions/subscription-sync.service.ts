import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import type { Subscription } from '../generated/prisma/client.js';
import { BILLING_LOGGER } from '../tokens.js';
import { StripeSubscriptionsRepository } from '../stripe/stripe-subscriptions.repository.js';
import type { SubscriptionSnapshot } from '../stripe/subscription-snapshot.js';
import type { PaymentRead } from '../stripe/payment-snapshot.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import type { AppliedEvent, SubscriptionSyncStore } from './subscription-sync.store.js';
import { EntitlementBroadcastRepository } from './entitlement-broadcast.repository.js';

export type SyncOutcome =
  | { kind: 'applied'; userId: string; changed: boolean }
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string };

/** Stripe does not know the subscription an event names: retrying cannot help. */
export class SubscriptionMissingError extends Error {
  override name = 'SubscriptionMissingError';
}

/** The stored fields that decide access or what the subscriber is told. */
const watched = [
  'userId',
  'status',
  'cancelAtPeriodEnd',
  'cancelAt',
  'currentPeriodStart',
  'currentPeriodEnd',
  'endedAt',
  'cancellationReason',
  'issueKind',
  'issueSince',
  'issueNextRetryAt',
  'issueInvoiceUrl',
  'issueReason',
] as const;
/** A test clock read twice differs by the seconds between the reads: only a real move counts. */
const CLOCK_MOVE_SECONDS = 60;
const clockMoved = (before: Subscription, after: Subscription): boolean =>
  Math.abs((before.clockAheadSeconds ?? 0) - (after.clockAheadSeconds ?? 0)) > CLOCK_MOVE_SECONDS;
const differs = (before: Subscription | null, after: Subscription): boolean =>
  !before ||
  clockMoved(before, after) ||
  watched.some((field) => String(before[field]?.valueOf()) !== String(after[field]?.valueOf()));

/** What the sync needs of a Stripe event (the webhook queue's job carries more). */
export interface SubscriptionEvent extends AppliedEvent {
  subscriptionId: string;
  /** Checkout's client_reference_id, for a subscription that carries no userId metadata. */
  userId: string | null;
}

/** One Stripe read of a subscription, with the ticket drawn just before it started. */
interface StripeRead {
  ticket: bigint;
  snapshot: SubscriptionSnapshot;
}

/**
 * Keeps the subscription rows in step with Stripe. Whatever event arrives, the subscription it names
 * is re-read from Stripe and that state is stored: events may come in any order, twice, or days late,
 * and the stored state is still Stripe's latest. Stripe is read outside any transaction (a slow Stripe
 * holds no connection and no lock); the write then takes a short per-subscription lock and keeps the
 * read that started last (its sync ticket), so an older read finishing late changes nothing. Event ids
 * already applied are skipped, so a replay does not even call Stripe. A payment event brings its own
 * read of the payment, stored under the same lock (src/payments).
 */
@Injectable()
export class SubscriptionSyncService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeSubscriptionsRepository,
    private readonly broadcast: EntitlementBroadcastRepository,
  ) {}

  async apply(job: SubscriptionEvent, payment?: PaymentRead): Promise<SyncOutcome> {
    if (await this.subscriptions.wasProcessed(job.eventId)) return { kind: 'duplicate' };
    const read = await this.read(job.subscriptionId);
    const outcome = await this.subscriptions.withSubscriptionLock(job.subscriptionId, async (store) => {
      // A duplicate delivery handled by another worker while this one read Stripe.
      if (await store.wasProcessed(job.eventId)) return { kind: 'duplicate' } as const;
      const result = await this.store(store, read, job.userId, payment);
      await store.markProcessed(job.eventId, job.type);
      if (result.kind === 'applied') await store.recordEvent(result.userId, job);
      return result;
    });
    await this.announce(outcome);
    return outcome;
  }

  /**
   * Re-reads one subscription now (with a payment read just before, if given), e.g. right after this
   * service canceled it or the buyer came back from Checkout.
   */
  async resync(
    subscriptionId: string,
    checkoutUserId: string | null = null,
    payment?: PaymentRead,
  ): Promise<SyncOutcome> {
    const read = await this.read(subscriptionId);
    const outcome = await this.subscriptions.withSubscriptionLock(subscriptionId, (store) =>
      this.store(store, read, checkoutUserId, payment),
    );
    await this.announce(outcome);
    return outcome;
  }

  /**
   * A Stripe test clock moved (test mode only): its subscriptions are read again, so their time (the
   * grace period above all) follows the clock even when nothing fell due on the way.
   */
  async clockMoved(event: AppliedEvent & { clockId: string }): Promise<{ kind: SyncOutcome['kind'] }> {
    if (await this.subscriptions.wasProcessed(event.eventId)) return { kind: 'duplicate' };
    const subscriptionIds = await this.subscriptions.onClock(event.clockId);
    for (const subscriptionId of subscriptionIds) await this.resync(subscriptionId);
    await this.subscriptions.markProcessed(event.eventId, event.type);
    return { kind: subscriptionIds.length > 0 ? 'applied' : 'ignored' };
  }

  private async read(subscriptionId: string): Promise<StripeRead> {
    const ticket = await this.subscriptions.nextSyncTicket();
    const snapshot = await this.stripe.retrieve(subscriptionId);
    if (!snapshot) throw new SubscriptionMissingError(`Stripe has no subscription ${subscriptionId}`);
    return { ticket, snapshot };
  }

  private async store(
    store: SubscriptionSyncStore,
    { ticket, snapshot }: StripeRead,
    checkoutUserId: string | null,
    payment: PaymentRead | undefined,
  ): Promise<SyncOutcome> {
    const before = await store.find(snapshot.id);
    // A read that started later is already stored: it includes whatever this event announced.
    const stale = before !== null && before.syncTicket > ticket;
    const userId = stale
      ? before.userId
      : (snapshot.userId ?? checkoutUserId ?? (await store.userOfCustomer(snapshot.stripeCustomerId)));
    if (!userId) return { kind: 'ignored', reason: 'no Stillframe user for this subscription' };
    if (await store.isPurged(userId)) return { kind: 'ignored', reason: 'the account was deleted' };
    let changed = false;
    if (!stale) {
      const after = await store.save(snapshot, userId, ticket);
      // Checkout links user and customer too; harmless when the link already exists.
      if (snapshot.stripeCustomerId) await store.link(userId, snapshot.stripeCustomerId);
      changed = differs(before, after);
    }
    if (payment) changed = (await store.savePayment(payment, userId, snapshot.id)) || changed;
    return { kind: 'applied', userId, changed };
  }

  private async announce(outcome: SyncOutcome): Promise<void> {
    if (outcome.kind !== 'applied' || !outcome.changed) return;
    this.logger.info({ userId: outcome.userId }, 'entitlement changed');
    await this.broadcast.changed(outcome.userId);
  }
}
