import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

/** The processed-event ids, pruned: Stripe redelivers for 3 days at most, and a late replay is harmless anyway (re-read). */
@Injectable()
export class ProcessedEventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async pruneOlderThan(days: number): Promise<number> {
    const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    return (await this.prisma.processedStripeEvent.deleteMany({ where: { processedAt: { lt: before } } }))
      .count;
  }
}
