import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { DurableQueue } from '@stillframe/contracts';
import { createQueueRedis, type Logger } from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BILLING_LOGGER } from '../tokens.js';
import {
  SubscriptionMissingError,
  SubscriptionSyncService,
} from '../subscriptions/subscription-sync.service.js';
import { DeadLettersRepository } from './dead-letters.repository.js';
import { ProcessedEventsRepository } from './processed-events.repository.js';
import { WebhookJobSchema } from './webhook-job.js';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const KEEP_PROCESSED_DAYS = 30;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Applies queued Stripe events. A failed attempt is retried with exponential backoff; one that fails
 * every attempt (or can never succeed) stays in BullMQ's failed set and gets a dead-letter row and an
 * error log line. A worker that dies mid-job stops renewing its lock, and another worker's stalled
 * check puts the job back, so no event is lost.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;
  private connection: Redis | null = null;
  private pruning: NodeJS.Timeout | null = null;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly sync: SubscriptionSyncService,
    private readonly deadLetters: DeadLettersRepository,
    private readonly processed: ProcessedEventsRepository,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.WORKERS !== 'on') return;
    this.connection = createQueueRedis(this.config.REDIS_URL, 'billing-webhook-worker');
    this.worker = new Worker(DurableQueue.stripeWebhooks, (job) => this.process(job), {
      connection: this.connection,
      concurrency: this.config.WEBHOOK_CONCURRENCY,
      lockDuration: this.config.WEBHOOK_LOCK_MS,
      stalledInterval: this.config.WEBHOOK_STALLED_INTERVAL_MS,
      maxStalledCount: this.config.WEBHOOK_MAX_STALLED,
    });
    this.worker.on('failed', (job, error) => void this.onFailed(job, error));
    this.worker.on('error', (error) => this.logger.warn({ err: error.message }, 'webhook worker error'));
    this.pruning = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
    void this.prune();
  }

  private async prune(): Promise<void> {
    try {
      const removed = await this.processed.pruneOlderThan(KEEP_PROCESSED_DAYS);
      if (removed) this.logger.info({ removed }, 'old processed event ids pruned');
    } catch (error) {
      this.logger.warn({ err: message(error) }, 'processed event ids not pruned');
    }
  }

  private async process(job: Job): Promise<string> {
    const parsed = WebhookJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Malformed webhook job: ${parsed.error.message}`);
    try {
      const outcome = await this.sync.apply(parsed.data);
      this.logger.info(
        { eventId: parsed.data.eventId, type: parsed.data.type, outcome: outcome.kind },
        'stripe event applied',
      );
      return outcome.kind;
    } catch (error) {
      this.logger.warn(
        { eventId: parsed.data.eventId, attempt: job.attemptsMade + 1, err: message(error) },
        'stripe event attempt failed',
      );
      if (error instanceof SubscriptionMissingError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  private async onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job?.id) return;
    // BullMQ reports every failed attempt; only the last one (finishedOn set) is a dead letter.
    if (!job.finishedOn) return;
    this.logger.error(
      { eventId: job.id, type: job.name, attempts: job.attemptsMade, err: error.message },
      'stripe event dead-lettered',
    );
    try {
      await this.deadLetters.record({
        eventId: job.id,
        type: job.name,
        error: error.message,
        attempts: job.attemptsMade,
      });
    } catch (recordError) {
      this.logger.error(
        { eventId: job.id, err: message(recordError) },
        'dead letter not recorded; the failed job is still in the queue',
      );
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.pruning) clearInterval(this.pruning);
    await this.worker?.close();
    this.connection?.disconnect();
  }
}
