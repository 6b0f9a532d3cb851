import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { AccountPurgeJobSchema, DurableQueue } from '@stillframe/contracts';
import { createQueueRedis, type Logger } from '@stillframe/server-kit';
import { LIBRARY_CONFIG, type LibraryConfig } from '../config/env.js';
import { LIBRARY_LOGGER } from '../tokens.js';
import { AccountPurgeRepository, type PurgedRows } from './account-purge.repository.js';

/**
 * Works the account-purge queue the auth service fills when an account is deleted. Jobs wait in Redis
 * while this service is down and are retried with backoff (the publisher's attempts and backoff)
 * until the rows are gone, so a deletion is never lost (decisions.md: "also when one of them is down").
 */
@Injectable()
export class AccountPurgeWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;
  private connection: Redis | null = null;

  constructor(
    @Inject(LIBRARY_CONFIG) private readonly config: LibraryConfig,
    @Inject(LIBRARY_LOGGER) private readonly logger: Logger,
    private readonly purges: AccountPurgeRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.connection = createQueueRedis(this.config.REDIS_URL, 'library-purge-worker');
    this.connection.on('error', (error) =>
      this.logger.warn({ err: error.message }, 'purge worker redis error'),
    );
    this.worker = new Worker(DurableQueue.libraryAccountPurge, (job) => this.process(job), {
      connection: this.connection,
      concurrency: this.config.PURGE_CONCURRENCY,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { jobId: job?.id, attempt: job?.attemptsMade, err: error.message },
        'account purge failed; it will be retried',
      ),
    );
    this.worker.on('error', (error) => this.logger.warn({ err: error.message }, 'purge worker error'));
  }

  async process(job: Job): Promise<PurgedRows> {
    const parsed = AccountPurgeJobSchema.safeParse(job.data);
    // A malformed job can never succeed: fail it at once instead of retrying it a thousand times.
    if (!parsed.success) throw new UnrecoverableError(`Malformed account purge job: ${parsed.error.message}`);
    const purged = await this.purges.purge(parsed.data.userId);
    this.logger.info({ jobId: job.id, userId: parsed.data.userId, ...purged }, 'account purged');
    return purged;
  }

  /** Runs before the database closes (PrismaService closes at shutdown), so a job in flight finishes. */
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
  }
}
