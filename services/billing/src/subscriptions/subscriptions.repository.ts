import { Injectable } from '@nestjs/common';
import type { Prisma, Subscription } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import type { SubscriptionSnapshot } from '../stripe/subscription-snapshot.js';

/** What a sync may read and write while it holds the subscription's lock, all in one transaction. */
export interface SubscriptionSyncStore {
  wasProcessed(eventId: string): Promise<boolean>;
  markProcessed(eventId: string, type: string): Promise<void>;
  find(subscriptionId: string): Promise<Subscription | null>;
  save(snapshot: SubscriptionSnapshot, userId: string, ticket: bigint): Promise<Subscription>;
  userOfCustomer(stripeCustomerId: string): Promise<string | null>;
  isPurged(userId: string): Promise<boolean>;
  link(userId: string, stripeCustomerId: string): Promise<void>;
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
});

const syncStore = (tx: Prisma.TransactionClient): SubscriptionSyncStore => ({
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
});

/** Postgres access for subscriptions as last read from Stripe. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  forUser(userId: string): Promise<Subscription[]> {
    return this.prisma.subscription.findMany({
      where: { userId },
      orderBy: [{ startedAt: 'desc' }, { id: 'asc' }],
    });
  }

  /** Each user's latest subscription (by start date), one row per user. */
  latestPerUser(): Promise<Subscription[]> {
    return this.prisma.subscription.findMany({
      distinct: ['userId'],
      orderBy: [{ userId: 'asc' }, { startedAt: 'desc' }, { id: 'asc' }],
    });
  }

  async latestForUser(userId: string): Promise<Subscription | null> {
    return (await this.forUser(userId))[0] ?? null;
  }

  /** An applied event id: a replay is skipped before anything else, Stripe included. */
  async wasProcessed(eventId: string): Promise<boolean> {
    return (await this.prisma.processedStripeEvent.count({ where: { id: eventId } })) > 0;
  }

  /** The next sync ticket, drawn before a Stripe read so that reads can be ordered by when they started. */
  async nextSyncTicket(): Promise<bigint> {
    const [row] = await this.prisma.$queryRaw<Array<{ ticket: bigint }>>`
      SELECT nextval(pg_get_serial_sequence('subscriptions', 'sync_ticket')) AS ticket`;
    if (!row) throw new Error('No sync ticket drawn');
    return row.ticket;
  }

  /**
   * Runs `work` holding a per-subscription lock in one short transaction. Nothing slow happens inside:
   * Stripe is read before, and the sync ticket decides which of two concurrent reads is stored.
   */
  withSubscriptionLock<T>(
    subscriptionId: string,
    work: (store: SubscriptionSyncStore) => Promise<T>,
  ): Promise<T> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`subscription:${subscriptionId}`}, 0))`;
        return work(syncStore(tx));
      },
      { maxWait: 10_000, timeout: 10_000 },
    );
  }
}
