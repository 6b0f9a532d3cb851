import { Injectable } from '@nestjs/common';
import type { WebhookDeadLetter } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

export type NewDeadLetter = Pick<WebhookDeadLetter, 'eventId' | 'type' | 'error' | 'attempts'>;

/** Postgres list of webhook events that failed for good: what an operator looks at (`cli.js dead-letters`). */
@Injectable()
export class DeadLettersRepository {
  constructor(private readonly prisma: PrismaService) {}

  async record(letter: NewDeadLetter): Promise<void> {
    await this.prisma.webhookDeadLetter.upsert({
      where: { eventId: letter.eventId },
      create: letter,
      update: { ...letter, failedAt: new Date() },
    });
  }

  count(): Promise<number> {
    return this.prisma.webhookDeadLetter.count();
  }

  list(): Promise<WebhookDeadLetter[]> {
    return this.prisma.webhookDeadLetter.findMany({ orderBy: { failedAt: 'desc' } });
  }

  async remove(eventId: string): Promise<boolean> {
    return (await this.prisma.webhookDeadLetter.deleteMany({ where: { eventId } })).count > 0;
  }
}
