import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { AccountPurgeJobSchema, DurableQueue } from '@stillframe/contracts';
import { createQueueRedis, type Logger } from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BILLING_LOGGER } from '../tokens.js';
import { AccountPurgeService } from './account-purge.service.js';

/** Runs the purge jobs the auth service queues when an account is deleted; they wait while billing is down. */
@Injectable()
export class AccountPurgeWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;
  private connection: Redis | null = null;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly purge: AccountPurgeService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.WORKERS !== 'on') return;
    this.connection = createQueueRedis(this.config.REDIS_URL, 'billing-purge-worker');
    this.worker = new Worker(DurableQueue.billingAccountPurge, (job) => this.process(job), {
      connection: this.connection,
      lockDuration: this.config.WEBHOOK_LOCK_MS,
      stalledInterval: this.config.WEBHOOK_STALLED_INTERVAL_MS,
      maxStalledCount: this.config.WEBHOOK_MAX_STALLED,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { jobId: job?.id, attempt: job?.attemptsMade, err: error.message },
        'billing purge attempt failed; it will be retried',
      ),
    );
    this.worker.on('error', (error) => this.logger.warn({ err: error.message }, 'purge worker error'));
  }

  private async process(job: Job): Promise<number> {
    const parsed = AccountPurgeJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Malformed purge job: ${parsed.error.message}`);
    const outcome = await this.purge.purge(parsed.data.userId);
    return outcome.canceled.length;
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
  }
}
