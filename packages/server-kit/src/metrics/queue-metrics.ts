import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Gauge } from 'prom-client';
import type { AppMetrics } from './app-metrics.js';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

interface WatchedQueue {
  queue: Queue;
  /** Jobs that failed for good and wait for an operator. */
  deadLetters: () => Promise<number>;
}

/** The queues each registry reports, so that one gauge family covers every worker of a process. */
const watched = new WeakMap<AppMetrics, Map<string, WatchedQueue>>();

/**
 * Reports a BullMQ queue at each scrape: jobs per state, the oldest waiting job's age and the dead
 * letters. `connection` is the worker's own, duplicated: a blocked worker connection cannot ask.
 * Returns what closes the queue's connection.
 */
export function watchQueue(
  metrics: AppMetrics,
  name: string,
  connection: Redis,
  deadLetters?: (queue: Queue) => Promise<number>,
): () => Promise<void> {
  let queues = watched.get(metrics);
  if (!queues) {
    queues = new Map();
    watched.set(metrics, queues);
    registerGauges(metrics, queues);
  }
  const queue = new Queue(name, { connection: connection.duplicate() });
  // Errors reach the scrape (the gauges are left out); without a listener they would be thrown.
  queue.on('error', () => undefined);
  queues.set(name, {
    queue,
    deadLetters: deadLetters ? () => deadLetters(queue) : () => queue.getFailedCount(),
  });
  return async () => {
    queues.delete(name);
    await queue.close();
  };
}

function registerGauges(metrics: AppMetrics, queues: Map<string, WatchedQueue>): void {
  const each =
    (read: (gauge: Gauge<string>, name: string, watched: WatchedQueue) => Promise<void>) =>
    async (gauge: Gauge<string>) => {
      gauge.reset();
      await Promise.all([...queues].map(([name, entry]) => read(gauge, name, entry)));
    };
  metrics.gauge(
    'stillframe_queue_jobs',
    'Jobs in each BullMQ queue by state (waiting, active, delayed, failed).',
    ['queue', 'state'],
    each(async (gauge, name, { queue }) => {
      const counts = await queue.getJobCounts(...STATES);
      for (const state of STATES) gauge.set({ queue: name, state }, counts[state] ?? 0);
    }),
  );
  metrics.gauge(
    'stillframe_queue_oldest_waiting_age_seconds',
    'Age of the oldest job waiting in each queue; 0 when none waits.',
    ['queue'],
    each(async (gauge, name, { queue }) => {
      // Ascending: the first is the oldest.
      const [oldest] = await queue.getJobs(['waiting'], 0, 0, true);
      gauge.set({ queue: name }, oldest ? Math.max(0, (Date.now() - oldest.timestamp) / 1000) : 0);
    }),
  );
  metrics.gauge(
    'stillframe_queue_dead_letters',
    'Jobs of each queue that failed every attempt and wait for an operator.',
    ['queue'],
    each(async (gauge, name, entry) => {
      gauge.set({ queue: name }, await entry.deadLetters());
    }),
  );
}
