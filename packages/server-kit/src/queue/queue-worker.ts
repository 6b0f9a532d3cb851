import { Inject, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Logger } from '../logging/logger.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { watchQueue } from '../metrics/queue-metrics.js';
import { createQueueRedis } from '../redis/redis.js';
import type { RedisTarget } from '../redis/redis-target.js';
import { flushTraces, traceJob } from '../tracing/tracing.js';

export interface QueueWorkerSettings {
  queue: string;
  /** Names the Redis connection and the log lines, e.g. 'library-purge-worker'. */
  name: string;
  redis: RedisTarget;
  logger: Logger;
  concurrency?: number;
  /** How long a job stays locked without a renewal; a dead worker's job returns after about this. */
  lockDuration?: number;
  stalledInterval?: number;
  maxStalledCount?: number;
}

/**
 * The one BullMQ worker of every service: its own Redis connection, job data parsed with the queue's
 * contract schema (a malformed job fails at once, it can never succeed), every failed attempt logged,
 * and the worker closed before the database (modules are destroyed before the Prisma client), so a job
 * in flight finishes. A subclass says which queue and what to do with one job. Whether a process runs
 * its workers at all is decided by the module that lists them (`workerProviders`), never inside.
 */
export abstract class QueueWorker<Data> implements OnApplicationBootstrap, OnModuleDestroy {
  private worker: Worker | null = null;
  private unwatch: (() => Promise<void>) | null = null;
  // By property: subclasses keep their own constructors. Absent outside an app (unit tests).
  @Optional() @Inject(AppMetrics) private readonly metrics?: AppMetrics;
  private connection: Redis | null = null;

  protected abstract settings(): QueueWorkerSettings;
  protected abstract readonly schema: z.ZodType<Data>;
  protected abstract handle(data: Data, job: Job): Promise<unknown>;

  /** Every failed attempt; `final` once no attempt is left (the job stays in the failed set). */
  protected onFailed(job: Job, error: Error, final: boolean): Promise<void> | void {
    const { logger, name } = this.settings();
    logger.warn(
      { worker: name, jobId: job.id, attempt: job.attemptsMade, final, err: error.message },
      final ? 'job failed for good' : 'job failed; it will be retried',
    );
  }

  onApplicationBootstrap(): void {
    const settings = this.settings();
    const { logger, name } = settings;
    this.connection = createQueueRedis(settings.redis, name);
    this.connection.on('error', (error) => logger.warn({ worker: name, err: error.message }, 'redis error'));
    this.worker = new Worker(settings.queue, (job) => this.process(job), {
      connection: this.connection,
      concurrency: settings.concurrency ?? 1,
      ...(settings.lockDuration ? { lockDuration: settings.lockDuration } : {}),
      ...(settings.stalledInterval ? { stalledInterval: settings.stalledInterval } : {}),
      ...(settings.maxStalledCount ? { maxStalledCount: settings.maxStalledCount } : {}),
    });
    // BullMQ reports every failed attempt; `finishedOn` is set only on the last one.
    this.worker.on('failed', (job, error) => {
      if (job) void this.reportFailure(job, error);
    });
    this.worker.on('error', (error) => logger.warn({ worker: name, err: error.message }, 'worker error'));
    if (this.metrics)
      this.unwatch = watchQueue(this.metrics, settings.queue, this.connection, (queue) =>
        this.deadLetterCount(queue),
      );
  }

  private async process(job: Job): Promise<unknown> {
    const parsed = this.schema.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`Malformed ${job.queueName} job: ${parsed.error.message}`);
    return traceJob(job.queueName, job.id, () => this.handle(parsed.data, job));
  }

  private async reportFailure(job: Job, error: Error): Promise<void> {
    try {
      await this.onFailed(job, error, Boolean(job.finishedOn));
    } catch (reportError) {
      this.settings().logger.error(
        { jobId: job.id, err: reportError instanceof Error ? reportError.message : String(reportError) },
        'job failure not recorded; the failed job is still in the queue',
      );
    }
  }

  /** Jobs that failed for good, for the metrics: BullMQ's failed set unless a subclass keeps its own. */
  protected deadLetterCount(queue: Queue): Promise<number> {
    return queue.getFailedCount();
  }

  async onModuleDestroy(): Promise<void> {
    await this.unwatch?.();
    await this.worker?.close();
    this.connection?.disconnect();
    // The spans of the jobs that just finished, before the process ends.
    await flushTraces();
  }
}
