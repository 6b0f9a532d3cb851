import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

/** Postgres side of deleting a user's billing data. */
@Injectable()
export class AccountPurgeRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The tombstone keeps a late webhook from writing the user's subscription back. */
  async markPurged(userId: string): Promise<void> {
    await this.prisma
      .$executeRaw`INSERT INTO purged_accounts (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING`;
  }

  /** Deletes the payments, subscriptions, last event and billing link; how many rows went. */
  async removeRows(userId: string): Promise<number> {
    const removed = await this.prisma.$transaction([
      this.prisma.payment.deleteMany({ where: { userId } }),
      this.prisma.subscription.deleteMany({ where: { userId } }),
      this.prisma.lastStripeEvent.deleteMany({ where: { userId } }),
      this.prisma.billingAccount.deleteMany({ where: { userId } }),
    ]);
    return removed.reduce((sum, { count }) => sum + count, 0);
  }
}
