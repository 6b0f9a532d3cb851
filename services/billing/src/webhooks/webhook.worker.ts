import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Histogram } from 'prom-client';
import { DurableQueue } from '@stillframe/contracts';
import {
  AppMetrics,
  QueueWorker,
  redisTargetOf,
  type Logger,
  type QueueWorkerSettings,
} from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BILLING_LOGGER } from '../tokens.js';
import {
  SubscriptionMissingError,
  SubscriptionSyncService,
} from '../subscriptions/subscription-sync.service.js';
import { DeadLettersRepository } from './dead-letters.repository.js';
import { ProcessedEventsRepository } from './processed-events.repository.js';
import { ChargeMissingError, PaymentSyncService } from '../payments/payment-sync.service.js';
import { isClockJob, isPaymentJob, WebhookJobSchema, type WebhookJob } from './webhook-job.js';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const KEEP_PROCESSED_DAYS = 30;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/** Seconds from Stripe creating an event to its change applied: Stripe retries for days, so up to hours. */
const LAG_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 900, 3600, 6 * 3600, 24 * 3600];

/**
 * Applies queued Stripe events: those naming a subscription through the subscription sync, refunds
 * and disputes (naming a charge) through the payment sync. A failed attempt is retried with exponential
 * backoff; one that fails every attempt (or can never succeed) stays in BullMQ's failed set and gets a
 * dead-letter row and an error log line. A worker that dies mid-job stops renewing its lock, and another worker's stalled
 * check puts the job back, so no event is lost.
 */
@Injectable()
export class WebhookWorker
  extends QueueWorker<WebhookJob>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  protected readonly schema = WebhookJobSchema;
  private pruning: NodeJS.Timeout | null = null;
  private readonly lag: Histogram;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
    private readonly sync: SubscriptionSyncService,
    private readonly payments: PaymentSyncService,
    private readonly deadLetters: DeadLettersRepository,
    private readonly processed: ProcessedEventsRepository,
    metrics: AppMetrics,
  ) {
    super();
    this.lag = metrics.histogram(
      'stillframe_stripe_webhook_lag_seconds',
      'Time from Stripe creating an event (its `created`) to this worker applying it.',
      [],
      LAG_BUCKETS,
    );
  }

  /** Dead letters are rows an operator lists and retries (`cli.js dead-letters`), not BullMQ's failed set. */
  protected override deadLetterCount(): Promise<number> {
    return this.deadLetters.count();
  }

  protected settings(): QueueWorkerSettings {
    return {
      queue: DurableQueue.stripeWebhooks,
      name: 'billing-webhook-worker',
      redis: redisTargetOf(this.config),
      logger: this.logger,
      concurrency: this.config.WEBHOOK_CONCURRENCY,
      lockDuration: this.config.WEBHOOK_LOCK_MS,
      stalledInterval: this.config.WEBHOOK_STALLED_INTERVAL_MS,
      maxStalledCount: this.config.WEBHOOK_MAX_STALLED,
    };
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
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

  protected async handle(event: WebhookJob): Promise<string> {
    try {
      const outcome = await this.apply(event);
      this.lag.observe(Math.max(0, Date.now() / 1000 - event.created));
      this.logger.info(
        { eventId: event.eventId, type: event.type, outcome: outcome.kind },
        'stripe event applied',
      );
      return outcome.kind;
    } catch (error) {
      if (error instanceof SubscriptionMissingError || error instanceof ChargeMissingError)
        throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  private async apply(event: WebhookJob): Promise<{ kind: string }> {
    if (isPaymentJob(event)) return this.payments.apply(event);
    if (isClockJob(event)) return this.sync.clockMoved(event);
    return this.sync.apply(event);
  }

  /** The last failed attempt is a dead letter: a row the operator lists and retries. */
  protected override async onFailed(job: Job, error: Error, final: boolean): Promise<void> {
    await super.onFailed(job, error, final);
    if (!final || !job.id) return;
    this.logger.error(
      { eventId: job.id, type: job.name, attempts: job.attemptsMade, err: error.message },
      'stripe event dead-lettered',
    );
    await this.deadLetters.record({
      eventId: job.id,
      type: job.name,
      error: error.message,
      attempts: job.attemptsMade,
    });
  }

  override async onModuleDestroy(): Promise<void> {
    if (this.pruning) clearInterval(this.pruning);
    await super.onModuleDestroy();
  }
}
