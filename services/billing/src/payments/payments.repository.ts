import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';

/** Postgres access for payments as last read from Stripe (stored with their subscription, subscriptions/). */
@Injectable()
export class PaymentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** As the subscriptions' ticket: drawn before a Stripe read so that reads can be ordered by when they started. */
  async nextSyncTicket(): Promise<bigint> {
    const [row] = await this.prisma.$queryRaw<Array<{ ticket: bigint }>>`
      SELECT nextval(pg_get_serial_sequence('payments', 'sync_ticket')) AS ticket`;
    if (!row) throw new Error('No sync ticket drawn');
    return row.ticket;
  }
}
