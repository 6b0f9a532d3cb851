/** A subscription as read from Stripe, in the billing service's words. */
export interface SubscriptionSnapshot {
  id: string;
  stripeCustomerId: string;
  status: string;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  startedAt: Date;
  endedAt: Date | null;
  /** The user id Checkout copied onto the subscription (`subscription_data.metadata.userId`). */
  userId: string | null;
}

/** Statuses after which a subscription never bills or grants access again. */
export const EndedStatuses: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
