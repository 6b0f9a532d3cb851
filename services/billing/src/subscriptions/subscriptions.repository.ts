import { Inject, Injectable } from '@nestjs/common';
import type { Prisma, Subscription } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import type { SubscriptionSnapshot } from './subscription-snapshot.js';

/** What a sync may read and write while it holds the subscription's lock, all in one transaction. */
export interface SubscriptionSyncStore {
  wasProcessed(eventId: string): Promise<boolean>;
  markProcessed(eventId: string, type: string): Promise<void>;
  find(subscriptionId: string): Promise<Subscription | null>;
  save(snapshot: SubscriptionSnapshot, userId: string): Promise<Subscription>;
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
  save: (snapshot, userId) =>
    tx.subscription.upsert({
      where: { id: snapshot.id },
      create: { id: snapshot.id, ...fields(snapshot, userId) },
      update: fields(snapshot, userId),
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
  constructor(
    private readonly prisma: PrismaService,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

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

  /**
   * Runs `work` holding a per-subscription lock in one transaction. Fetching from Stripe and storing
   * happen inside, so two workers on events of the same subscription cannot store an older fetch
   * after a newer one. The deadline leaves room for one Stripe call.
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
      { maxWait: 10_000, timeout: this.config.STRIPE_TIMEOUT_MS * 2 + 5_000 },
    );
  }
}
