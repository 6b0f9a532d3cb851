import { Inject, Injectable } from '@nestjs/common';
import { AccountPurgeJobSchema, DurableQueue, type AccountPurgeJob } from '@stillframe/contracts';
import { QueueWorker, redisTargetOf, type Logger, type QueueWorkerSettings } from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BILLING_LOGGER } from '../tokens.js';
import { AccountPurgeService } from './account-purge.service.js';

/** Runs the purge jobs the auth service queues when an account is deleted; they wait while billing is down. */
@Injectable()
export class AccountPurgeWorker extends QueueWorker<AccountPurgeJob> {
  protected readonly schema = AccountPurgeJobSchema;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly purge: AccountPurgeService,
  ) {
    super();
  }

  protected settings(): QueueWorkerSettings {
    return {
      queue: DurableQueue.billingAccountPurge,
      name: 'billing-purge-worker',
      redis: redisTargetOf(this.config),
      logger: this.logger,
      lockDuration: this.config.WEBHOOK_LOCK_MS,
      stalledInterval: this.config.WEBHOOK_STALLED_INTERVAL_MS,
      maxStalledCount: this.config.WEBHOOK_MAX_STALLED,
    };
  }

  protected async handle(job: AccountPurgeJob): Promise<number> {
    return (await this.purge.purge(job.userId)).canceled.length;
  }
}
