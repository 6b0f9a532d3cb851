import { Injectable } from '@nestjs/common';
import type { LastStripeEvent, Payment, Subscription } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { subscriptionSyncStore, type SubscriptionSyncStore } from './subscription-sync.store.js';

/** A stored subscription with its payments: what access is decided from. */
export type SubscriptionWithPayments = Subscription & { payments: Payment[] };

/** Postgres access for subscriptions as last read from Stripe. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  forUser(userId: string): Promise<SubscriptionWithPayments[]> {
    return this.prisma.subscription.findMany({
      where: { userId },
      include: { payments: true },
      orderBy: [{ startedAt: 'desc' }, { id: 'asc' }],
    });
  }

  /** Each user's latest subscription (by start date), one row per user. */
  latestPerUser(): Promise<SubscriptionWithPayments[]> {
    return this.prisma.subscription.findMany({
      distinct: ['userId'],
      include: { payments: true },
      orderBy: [{ userId: 'asc' }, { startedAt: 'desc' }, { id: 'asc' }],
    });
  }

  /** The subscriptions whose customer lives on a Stripe test clock. */
  async onClock(testClockId: string): Promise<string[]> {
    const rows = await this.prisma.subscription.findMany({ where: { testClockId }, select: { id: true } });
    return rows.map(({ id }) => id);
  }

  async latestForUser(userId: string): Promise<SubscriptionWithPayments | null> {
    return (await this.forUser(userId))[0] ?? null;
  }

  /** The newest Stripe event applied for each user who has one. */
  lastEvents(): Promise<LastStripeEvent[]> {
    return this.prisma.lastStripeEvent.findMany();
  }

  /** An applied event id: a replay is skipped before anything else, Stripe included. */
  async wasProcessed(eventId: string): Promise<boolean> {
    return (await this.prisma.processedStripeEvent.count({ where: { id: eventId } })) > 0;
  }

  /** For an event that concerns no subscription of ours: applied as nothing, and skipped when it comes again. */
  async markProcessed(eventId: string, type: string): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO processed_stripe_events (id, type) VALUES (${eventId}, ${type}) ON CONFLICT DO NOTHING`;
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
   * Stripe is read before, and the sync ticket decides which of two concurrent reads is stored. A
   * payment is written under its subscription's lock too, so one lock orders both.
   */
  withSubscriptionLock<T>(
    subscriptionId: string,
    work: (store: SubscriptionSyncStore) => Promise<T>,
  ): Promise<T> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`subscription:${subscriptionId}`}, 0))`;
        return work(subscriptionSyncStore(tx));
      },
      { maxWait: 10_000, timeout: 10_000 },
    );
  }
}
