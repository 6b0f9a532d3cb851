import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@stillframe/server-kit';
import type { Subscription } from '../generated/prisma/client.js';
import { BILLING_LOGGER } from '../tokens.js';
import { StripeSubscriptionsRepository } from '../stripe/stripe-subscriptions.repository.js';
import { SubscriptionsRepository, type SubscriptionSyncStore } from './subscriptions.repository.js';
import type { SubscriptionSnapshot } from '../stripe/subscription-snapshot.js';
import { EntitlementBroadcastRepository } from './entitlement-broadcast.repository.js';

export type SyncOutcome =
  | { kind: 'applied'; userId: string; changed: boolean }
  | { kind: 'duplicate' }
  | { kind: 'ignored'; reason: string };

/** Stripe does not know the subscription an event names: retrying cannot help. */
export class SubscriptionMissingError extends Error {
  override name = 'SubscriptionMissingError';
}

const watched = [
  'userId',
  'status',
  'cancelAtPeriodEnd',
  'cancelAt',
  'currentPeriodStart',
  'currentPeriodEnd',
  'endedAt',
] as const;
const differs = (before: Subscription | null, after: Subscription): boolean =>
  !before || watched.some((field) => String(before[field]?.valueOf()) !== String(after[field]?.valueOf()));

/** What the sync needs of a Stripe event (the webhook queue's job carries more). */
export interface SubscriptionEvent {
  eventId: string;
  type: string;
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
 * already applied are skipped, so a replay does not even call Stripe.
 */
@Injectable()
export class SubscriptionSyncService {
  constructor(
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly stripe: StripeSubscriptionsRepository,
    private readonly broadcast: EntitlementBroadcastRepository,
  ) {}

  async apply(job: SubscriptionEvent): Promise<SyncOutcome> {
    if (await this.subscriptions.wasProcessed(job.eventId)) return { kind: 'duplicate' };
    const read = await this.read(job.subscriptionId);
    const outcome = await this.subscriptions.withSubscriptionLock(job.subscriptionId, async (store) => {
      // A duplicate delivery handled by another worker while this one read Stripe.
      if (await store.wasProcessed(job.eventId)) return { kind: 'duplicate' } as const;
      const result = await this.store(store, read, job.userId);
      await store.markProcessed(job.eventId, job.type);
      return result;
    });
    await this.announce(outcome);
    return outcome;
  }

  /** Re-reads one subscription now, e.g. right after this service canceled it or the buyer came back from Checkout. */
  async resync(subscriptionId: string, checkoutUserId: string | null = null): Promise<SyncOutcome> {
    const read = await this.read(subscriptionId);
    const outcome = await this.subscriptions.withSubscriptionLock(subscriptionId, (store) =>
      this.store(store, read, checkoutUserId),
    );
    await this.announce(outcome);
    return outcome;
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
  ): Promise<SyncOutcome> {
    const before = await store.find(snapshot.id);
    // A read that started later is already stored: it includes whatever this event announced.
    if (before && before.syncTicket > ticket)
      return { kind: 'applied', userId: before.userId, changed: false };
    const userId =
      snapshot.userId ?? checkoutUserId ?? (await store.userOfCustomer(snapshot.stripeCustomerId));
    if (!userId) return { kind: 'ignored', reason: 'no Stillframe user for this subscription' };
    if (await store.isPurged(userId)) return { kind: 'ignored', reason: 'the account was deleted' };
    const after = await store.save(snapshot, userId, ticket);
    // Checkout links user and customer too; harmless when the link already exists.
    if (snapshot.stripeCustomerId) await store.link(userId, snapshot.stripeCustomerId);
    return { kind: 'applied', userId, changed: differs(before, after) };
  }

  private async announce(outcome: SyncOutcome): Promise<void> {
    if (outcome.kind !== 'applied' || !outcome.changed) return;
    this.logger.info({ userId: outcome.userId }, 'entitlement changed');
    await this.broadcast.changed(outcome.userId);
  }
}
