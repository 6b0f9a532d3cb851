import { Injectable } from '@nestjs/common';
import type { BillingAccount } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

/** Postgres access for the billing link (user ↔ Stripe customer). */
@Injectable()
export class BillingAccountsRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(userId: string): Promise<BillingAccount | null> {
    return this.prisma.billingAccount.findUnique({ where: { userId } });
  }

  findByCustomer(stripeCustomerId: string): Promise<BillingAccount | null> {
    return this.prisma.billingAccount.findUnique({ where: { stripeCustomerId } });
  }

  /**
   * Stores the link unless the user already has one, and answers the stored one: when two requests
   * race, both go on with the same customer.
   */
  async link(userId: string, stripeCustomerId: string): Promise<BillingAccount> {
    await this.prisma.$executeRaw`
      INSERT INTO billing_accounts (user_id, stripe_customer_id) VALUES (${userId}, ${stripeCustomerId})
      ON CONFLICT DO NOTHING`;
    const stored = await this.find(userId);
    if (!stored) throw new Error(`Customer ${stripeCustomerId} is already linked to another user`);
    return stored;
  }
}
