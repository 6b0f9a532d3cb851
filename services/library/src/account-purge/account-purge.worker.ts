import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AccountPurgeJobSchema, DurableQueue, type AccountPurgeJob } from '@stillframe/contracts';
import { QueueWorker, redisTargetOf, type Logger, type QueueWorkerSettings } from '@stillframe/server-kit';
import { LIBRARY_CONFIG, type LibraryConfig } from '../config/env.js';
import { LIBRARY_LOGGER } from '../tokens.js';
import { AccountPurgeRepository, type PurgedRows } from './account-purge.repository.js';

/**
 * Works the account-purge queue the auth service fills when an account is deleted. Jobs wait in Redis
 * while this service is down and are retried with backoff (the publisher's attempts and backoff)
 * until the rows are gone, so a deletion is never lost, also while this service is down.
 */
@Injectable()
export class AccountPurgeWorker extends QueueWorker<AccountPurgeJob> {
  protected readonly schema = AccountPurgeJobSchema;

  constructor(
    @Inject(LIBRARY_CONFIG) private readonly config: LibraryConfig,
    @Inject(LIBRARY_LOGGER) private readonly logger: Logger,
    private readonly purges: AccountPurgeRepository,
  ) {
    super();
  }

  protected settings(): QueueWorkerSettings {
    return {
      queue: DurableQueue.libraryAccountPurge,
      name: 'library-purge-worker',
      redis: redisTargetOf(this.config),
      logger: this.logger,
      concurrency: this.config.PURGE_CONCURRENCY,
    };
  }

  protected async handle(job: AccountPurgeJob, queued: Job): Promise<PurgedRows> {
    const purged = await this.purges.purge(job.userId);
    this.logger.info({ jobId: queued.id, userId: job.userId, ...purged }, 'account purged');
    return purged;
  }
}
