import type { Payment, Prisma } from '../generated/prisma/client.js';
import type { PaymentRead } from '../stripe/payment-snapshot.js';

/** What a sync writes of a payment, inside the transaction holding its subscription's lock. */
export interface PaymentSyncStore {
  /** Stores the read unless one that started later is stored; whether anything that decides access changed. */
  savePayment(read: PaymentRead, userId: string, subscriptionId: string): Promise<boolean>;
}

const watched = ['subscriptionId', 'amount', 'amountRefunded', 'disputeId', 'disputeStatus'] as const;
const differs = (before: Payment | null, after: Payment): boolean =>
  !before || watched.some((field) => before[field] !== after[field]);

export const paymentSyncStore = (tx: Prisma.TransactionClient): PaymentSyncStore => ({
  async savePayment({ ticket, snapshot }, userId, subscriptionId) {
    const before = await tx.payment.findUnique({ where: { chargeId: snapshot.chargeId } });
    if (before && before.syncTicket > ticket) return false;
    const fields = {
      userId,
      subscriptionId,
      amount: snapshot.amount,
      amountRefunded: snapshot.amountRefunded,
      disputeId: snapshot.dispute?.id ?? null,
      disputeStatus: snapshot.dispute?.status ?? null,
      syncTicket: ticket,
    };
    const after = await tx.payment.upsert({
      where: { chargeId: snapshot.chargeId },
      create: { chargeId: snapshot.chargeId, ...fields },
      update: fields,
    });
    return differs(before, after);
  },
});
