// Subscription changes asked through the API or the portal: cancel at period end, cancel now.
// What happens when a period ends is in renewal.ts.
import type { SandboxCore } from './core.js';
import { previousAttributes } from './events.js';
import { invalid } from './errors.js';
import { snapshot, stopRetries } from './invoice-collection.js';
import type { Metadata, RequestInfo, Subscription } from './types.js';

export interface SubscriptionChanges {
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
  cancellationComment?: string;
}

/** Stripe merges metadata; an empty value deletes the key. */
export function mergeMetadata(current: Metadata, changes: Record<string, string>): Metadata {
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

export function updateSubscription(
  core: SandboxCore,
  sub: Subscription,
  changes: SubscriptionChanges,
  request: RequestInfo,
): Subscription {
  const isEnded = sub.status === 'canceled' || sub.status === 'incomplete_expired';
  if (isEnded && changes.cancelAtPeriodEnd !== undefined) {
    throw invalid(
      'A canceled subscription can only update its cancellation_details and metadata.',
      'cancel_at_period_end',
    );
  }
  const before = snapshot(sub);
  const now = core.store.timeOf(sub.customer);
  if (changes.cancelAtPeriodEnd === true && !sub.cancel_at_period_end) {
    sub.cancel_at_period_end = true;
    sub.cancel_at = sub.items.data[0]?.current_period_end ?? now;
    sub.canceled_at = now;
    sub.cancellation_details = {
      comment: changes.cancellationComment ?? null,
      feedback: null,
      feedback_option: null,
      reason: 'cancellation_requested',
    };
  } else if (changes.cancelAtPeriodEnd === false && sub.cancel_at_period_end) {
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.canceled_at = null;
    sub.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: null };
  }
  if (changes.metadata) sub.metadata = mergeMetadata(sub.metadata, changes.metadata);
  const previous = previousAttributes(before, snapshot(sub));
  if (previous) {
    core.publish(request, [{ type: 'customer.subscription.updated', object: sub, previous }], now);
  }
  return sub;
}

export function cancelSubscription(
  core: SandboxCore,
  sub: Subscription,
  request: RequestInfo,
  comment?: string,
): Subscription {
  if (sub.status === 'canceled') {
    throw invalid(`Subscription ${sub.id} has already been canceled.`, 'id');
  }
  const now = core.store.timeOf(sub.customer);
  sub.status = 'canceled';
  sub.canceled_at = sub.canceled_at ?? now;
  sub.ended_at = now;
  sub.cancellation_details = {
    ...sub.cancellation_details,
    ...(comment !== undefined ? { comment: comment || null } : {}),
    reason: 'cancellation_requested',
  };
  // A canceled subscription's open invoice is no longer collected automatically.
  stopRetries(core, sub.id);
  core.publish(request, [{ type: 'customer.subscription.deleted', object: sub }], now);
  return sub;
}
