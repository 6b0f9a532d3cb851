import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { LIBRARY_CONFIG, type LibraryConfig } from '../config/env.js';

/** The library database, through Prisma's pg driver adapter (no native engine needed). */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  constructor(@Inject(LIBRARY_CONFIG) config: LibraryConfig) {
    super({
      adapter: new PrismaPg({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE }),
    });
  }

  async isUp(): Promise<boolean> {
    await this.$queryRaw`SELECT 1`;
    return true;
  }

  /** The last shutdown step: the purge worker (closed at module destroy) may still be finishing a job. */
  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
  }
}
