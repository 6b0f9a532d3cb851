import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';

/** The auth database, through Prisma's pg driver adapter (no native engine needed). */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    super({
      adapter: new PrismaPg({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE }),
    });
  }

  async isUp(): Promise<boolean> {
    await this.$queryRaw`SELECT 1`;
    return true;
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
