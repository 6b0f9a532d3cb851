import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';

/** The billing database, through Prisma's pg driver adapter (no native engine needed). */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(BILLING_CONFIG) config: BillingConfig) {
    super({
      adapter: new PrismaPg({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE }),
    });
  }

  async isUp(): Promise<boolean> {
    await this.$queryRaw`SELECT 1`;
    return true;
  }

  /** After the workers (closed on module destroy) have finished their jobs. */
  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}
