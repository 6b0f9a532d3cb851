import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DurableQueue, type AccountPurgeJob } from '@stillframe/contracts';
import { confirmReplicated, createQueueRedis, redisTargetOf, type RedisTarget } from '@stillframe/server-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';

const SWEEP_DELAY_MS = 60_000;

const JOB_OPTIONS = {
  attempts: 1_000,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 1_000,
  removeOnFail: false,
} as const;

/**
 * Asks every other service to remove a deleted user's data. The jobs wait in Redis until each
 * service's worker has done them, also when that service is down at the time (docs/decisions/0006-accounts.md).
 */
@Injectable()
export class AccountPurgePublisher implements OnModuleDestroy {
  private readonly queues: Queue[];
  private readonly connection: Redis;
  private readonly target: RedisTarget;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.target = redisTargetOf(config);
    const connection = createQueueRedis(this.target, 'auth-purge-publisher');
    this.connection = connection;
    this.queues = [DurableQueue.libraryAccountPurge, DurableQueue.billingAccountPurge].map(
      (name) => new Queue(name, { connection }),
    );
  }

  async publish(userId: string): Promise<void> {
    const job: AccountPurgeJob = { userId, requestedAt: new Date().toISOString() };
    // The job ids make a repeated deletion request enqueue nothing new. A request that was already past
    // the gateway when the account went may still write a row after the first pass: the sweep a minute
    // later (longer than the gateway's deadline) removes it.
    // The account goes only once its jobs are on a replica too (with Sentinel): a failover cannot lose them.
    await confirmReplicated(this.connection, this.target, () =>
      Promise.all(
        this.queues.flatMap((queue) => [
          queue.add('purge', job, { ...JOB_OPTIONS, jobId: `purge-${userId}` }),
          queue.add('purge', job, { ...JOB_OPTIONS, jobId: `purge-${userId}-sweep`, delay: SWEEP_DELAY_MS }),
        ]),
      ),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
