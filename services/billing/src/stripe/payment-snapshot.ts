/** A subscription's card payment as read from Stripe (a charge, its refunds and its newest dispute). */
export interface PaymentSnapshot {
  chargeId: string;
  customerId: string | null;
  /** The subscription the payment paid for; null for a payment of no subscription (nothing to decide here). */
  subscriptionId: string | null;
  /** Cents charged and cents refunded so far. */
  amount: number;
  amountRefunded: number;
  dispute: { id: string; status: string } | null;
}

/** One Stripe read of a payment, with the ticket drawn just before it started (an older read never wins). */
export interface PaymentRead {
  ticket: bigint;
  snapshot: PaymentSnapshot;
}
