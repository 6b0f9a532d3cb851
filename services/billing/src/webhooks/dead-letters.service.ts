import { Injectable } from '@nestjs/common';
import { DeadLettersRepository } from './dead-letters.repository.js';
import { WebhookQueueRepository, type FailedWebhook } from './webhook-queue.repository.js';

const LISTED = 200;

/** What an operator does with events that failed for good: look at them, and retry one once fixed. */
@Injectable()
export class DeadLettersService {
  constructor(
    private readonly deadLetters: DeadLettersRepository,
    private readonly queue: WebhookQueueRepository,
  ) {}

  /** The dead-letter rows, plus any failed job that has none (its worker died before writing it). */
  async list(): Promise<FailedWebhook[]> {
    const rows: FailedWebhook[] = await this.deadLetters.list();
    const known = new Set(rows.map((row) => row.eventId));
    const unrecorded = (await this.queue.failed(LISTED)).filter((job) => !known.has(job.eventId));
    return [...rows, ...unrecorded]
      .sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime())
      .slice(0, LISTED);
  }

  /** Puts the failed job back in the queue (with fresh attempts) and takes it off the list. */
  async retry(eventId: string): Promise<boolean> {
    const retried = await this.queue.retryFailed(eventId);
    if (retried) await this.deadLetters.remove(eventId);
    return retried;
  }
}
