import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DurableQueue } from '@stillframe/contracts';
import { confirmReplicated, redisTargetOf, type RedisTarget } from '@stillframe/server-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BILLING_QUEUE_REDIS } from '../tokens.js';
import type { WebhookJob } from './webhook-job.js';

export interface FailedWebhook {
  eventId: string;
  type: string;
  error: string;
  attempts: number;
  failedAt: Date;
}

/** Completed jobs stay a day, so a duplicate delivery meanwhile is dropped by Redis before any work. */
const KEEP_COMPLETED = { age: 24 * 60 * 60, count: 10_000 };

/** The queue of verified Stripe events, between the webhook route and the worker. */
@Injectable()
export class WebhookQueueRepository implements OnApplicationShutdown {
  private readonly queue: Queue<WebhookJob>;
  private readonly target: RedisTarget;

  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(BILLING_QUEUE_REDIS) private readonly connection: Redis,
  ) {
    // Fails fast while Redis is down, so the webhook answers 503 and Stripe delivers again later.
    this.connection.on('error', () => undefined);
    this.target = redisTargetOf(config);
    this.queue = new Queue<WebhookJob>(DurableQueue.stripeWebhooks, { connection: this.connection });
    this.queue.on('error', () => undefined);
  }

  /**
   * The event id is the job id: a delivery of an event already queued adds nothing. Stripe is told the
   * event was received only once it is on a replica too (with Sentinel): a failover cannot lose it.
   */
  async add(job: WebhookJob): Promise<void> {
    await confirmReplicated(this.connection, this.target, () =>
      this.queue.add(job.type, job, {
        jobId: job.eventId,
        attempts: this.config.WEBHOOK_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.WEBHOOK_BACKOFF_MS },
        removeOnComplete: KEEP_COMPLETED,
        // Failed jobs stay: with the dead-letter rows they are what an operator retries.
        removeOnFail: false,
      }),
    );
  }

  /** Jobs BullMQ gave up on, newest first (also those failed for stalling too often, which no worker reports). */
  async failed(limit: number): Promise<FailedWebhook[]> {
    const jobs = await this.queue.getFailed(0, limit - 1);
    return jobs.map((job) => ({
      eventId: String(job.id),
      type: job.name,
      error: job.failedReason ?? 'unknown',
      attempts: job.attemptsMade,
      failedAt: new Date(job.finishedOn ?? job.timestamp),
    }));
  }

  async retryFailed(eventId: string): Promise<boolean> {
    const job = await this.queue.getJob(eventId);
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  }

  /** After the workers (closed on module destroy) have finished their jobs. */
  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
