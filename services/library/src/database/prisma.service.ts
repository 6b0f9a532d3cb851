import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { tracePool } from '@stillframe/server-kit';
import { PrismaClient } from '../generated/prisma/client.js';
import { LIBRARY_CONFIG, type LibraryConfig } from '../config/env.js';

/** The library database, through Prisma's pg driver adapter (no native engine needed). */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  /** Prisma's own connections, for the few hot reads written in SQL (note lists); ended with Prisma. */
  readonly pool: pg.Pool;

  constructor(@Inject(LIBRARY_CONFIG) config: LibraryConfig) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });
    // An idle connection lost (a Postgres restart) leaves the pool; the next query opens another.
    pool.on('error', () => undefined);
    super({ adapter: new PrismaPg(pool) });
    // The hot reads' own queries get a span each when tracing is on (Prisma's have theirs).
    this.pool = tracePool(pool);
  }

  async isUp(): Promise<boolean> {
    await this.$queryRaw`SELECT 1`;
    return true;
  }

  /** The last shutdown step: the purge worker (closed at module destroy) may still be finishing a job. */
  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
    if (!this.pool.ended) await this.pool.end();
  }
}
