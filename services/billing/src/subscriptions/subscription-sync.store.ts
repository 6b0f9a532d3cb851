import type { Prisma, Subscription } from '../generated/prisma/client.js';
import type { SubscriptionSnapshot } from '../stripe/subscription-snapshot.js';
import { paymentSyncStore, type PaymentSyncStore } from './payment-sync.store.js';

/** The Stripe event a sync applies, as the admin table names it. */
export interface AppliedEvent {
  eventId: string;
  type: string;
  /** Stripe's `created`, in seconds. */
  created: number;
}

/** What a sync may read and write while it holds the subscription's lock, all in one transaction. */
export interface SubscriptionSyncStore extends PaymentSyncStore {
  wasProcessed(eventId: string): Promise<boolean>;
  markProcessed(eventId: string, type: string): Promise<void>;
  find(subscriptionId: string): Promise<Subscription | null>;
  save(snapshot: SubscriptionSnapshot, userId: string, ticket: bigint): Promise<Subscription>;
  userOfCustomer(stripeCustomerId: string): Promise<string | null>;
  isPurged(userId: string): Promise<boolean>;
  link(userId: string, stripeCustomerId: string): Promise<void>;
  /** Keeps the user's newest event by Stripe's clock (then by id): the same whatever order they came in. */
  recordEvent(userId: string, event: AppliedEvent): Promise<void>;
}

const fields = (snapshot: SubscriptionSnapshot, userId: string) => ({
  userId,
  stripeCustomerId: snapshot.stripeCustomerId,
  status: snapshot.status,
  priceId: snapshot.priceId,
  cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
  cancelAt: snapshot.cancelAt,
  currentPeriodStart: snapshot.currentPeriodStart,
  currentPeriodEnd: snapshot.currentPeriodEnd,
  startedAt: snapshot.startedAt,
  endedAt: snapshot.endedAt,
  cancellationReason: snapshot.cancellationReason,
  issueKind: snapshot.issue?.kind ?? null,
  issueSince: snapshot.issue?.since ?? null,
  issueNextRetryAt: snapshot.issue?.nextRetryAt ?? null,
  issueInvoiceUrl: snapshot.issue?.invoiceUrl ?? null,
  issueReason: snapshot.issue?.reason ?? null,
  testClockId: snapshot.testClockId,
  clockAheadSeconds: snapshot.clockAheadSeconds,
});

export const subscriptionSyncStore = (tx: Prisma.TransactionClient): SubscriptionSyncStore => ({
  ...paymentSyncStore(tx),
  wasProcessed: async (id) => (await tx.processedStripeEvent.count({ where: { id } })) > 0,
  markProcessed: async (id, type) => {
    await tx.processedStripeEvent.create({ data: { id, type } });
  },
  find: (id) => tx.subscription.findUnique({ where: { id } }),
  save: (snapshot, userId, syncTicket) =>
    tx.subscription.upsert({
      where: { id: snapshot.id },
      create: { id: snapshot.id, ...fields(snapshot, userId), syncTicket },
      update: { ...fields(snapshot, userId), syncTicket },
    }),
  userOfCustomer: async (stripeCustomerId) =>
    (await tx.billingAccount.findUnique({ where: { stripeCustomerId } }))?.userId ?? null,
  isPurged: async (userId) => (await tx.purgedAccount.count({ where: { userId } })) > 0,
  link: async (userId, stripeCustomerId) => {
    await tx.$executeRaw`INSERT INTO billing_accounts (user_id, stripe_customer_id) VALUES (${userId}, ${stripeCustomerId}) ON CONFLICT DO NOTHING`;
  },
  recordEvent: async (userId, { eventId, type, created }) => {
    const at = new Date(created * 1000);
    await tx.$executeRaw`
      INSERT INTO last_stripe_events (user_id, event_id, type, at) VALUES (${userId}::uuid, ${eventId}, ${type}, ${at})
      ON CONFLICT (user_id) DO UPDATE SET event_id = EXCLUDED.event_id, type = EXCLUDED.type, at = EXCLUDED.at
      WHERE (last_stripe_events.at, last_stripe_events.event_id COLLATE "C") < (EXCLUDED.at, EXCLUDED.event_id COLLATE "C")`;
  },
});
