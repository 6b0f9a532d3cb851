// Subscription lifecycle: cancel at period end, cancel now, and what happens
// when a period ends (renewal with a paid invoice, or the deferred cancel).
import type { SandboxCore } from './core.js';
import { previousAttributes, type EventInput } from './events.js';
import { invalid } from './errors.js';
import { addInterval } from './ids.js';
import { buildInvoice } from './objects.js';
import { buildPayment } from './payment-objects.js';
import type { Metadata, RequestInfo, Subscription } from './types.js';

export interface SubscriptionChanges {
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
  cancellationComment?: string;
}

function snapshot(sub: Subscription): Record<string, unknown> {
  return structuredClone(sub) as Record<string, unknown>;
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
  const now = core.store.now();
  if (changes.cancelAtPeriodEnd === true && !sub.cancel_at_period_end) {
    sub.cancel_at_period_end = true;
    sub.cancel_at = sub.items.data[0]?.current_period_end ?? now;
    sub.canceled_at = now;
    sub.cancellation_details = {
      comment: changes.cancellationComment ?? null,
      feedback: null,
      reason: 'cancellation_requested',
    };
  } else if (changes.cancelAtPeriodEnd === false && sub.cancel_at_period_end) {
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.canceled_at = null;
    sub.cancellation_details = { comment: null, feedback: null, reason: null };
  }
  if (changes.metadata) sub.metadata = mergeMetadata(sub.metadata, changes.metadata);
  const previous = previousAttributes(before, snapshot(sub));
  if (previous) core.publish(request, [{ type: 'customer.subscription.updated', object: sub, previous }]);
  return sub;
}

export function cancelSubscription(core: SandboxCore, sub: Subscription, request: RequestInfo): Subscription {
  if (sub.status === 'canceled') {
    throw invalid(`Subscription ${sub.id} has already been canceled.`, 'id');
  }
  const now = core.store.now();
  sub.status = 'canceled';
  sub.canceled_at = sub.canceled_at ?? now;
  sub.ended_at = now;
  sub.cancellation_details = { ...(sub.cancellation_details as object), reason: 'cancellation_requested' };
  core.publish(request, [{ type: 'customer.subscription.deleted', object: sub }]);
  return sub;
}

/**
 * The end of the current period: a subscription set to cancel ends (deleted
 * event); any other live one renews with a new paid invoice.
 */
export function endCurrentPeriod(core: SandboxCore, sub: Subscription, request: RequestInfo): EventInput[] {
  const item = sub.items.data[0];
  if (!item || sub.status === 'canceled' || sub.status === 'incomplete_expired') return [];
  const before = snapshot(sub);
  if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= item.current_period_end)) {
    sub.status = 'canceled';
    sub.ended_at = item.current_period_end;
    sub.canceled_at = sub.canceled_at ?? item.current_period_end;
    const events = [{ type: 'customer.subscription.deleted', object: sub }];
    core.publish(request, events);
    return events;
  }
  const now = core.store.now();
  const recurring = item.price.recurring ?? { interval: 'month', interval_count: 1 };
  item.current_period_start = item.current_period_end;
  item.current_period_end = addInterval(
    item.current_period_start,
    recurring.interval,
    recurring.interval_count,
  );
  const invoice = buildInvoice(sub, 'subscription_cycle', now);
  const payment = buildPayment(invoice, '4242', now);
  payment.paymentIntent.description = 'Subscription update';
  sub.latest_invoice = invoice.id;
  const { store } = core;
  store.invoices.set(invoice.id, invoice);
  store.paymentIntents.set(payment.paymentIntent.id, payment.paymentIntent);
  store.charges.set(payment.charge.id, payment.charge);
  store.invoicePayments.set(payment.invoicePayment.id, payment.invoicePayment);
  const events: EventInput[] = [
    { type: 'invoice.paid', object: invoice },
    {
      type: 'customer.subscription.updated',
      object: sub,
      previous: previousAttributes(before, snapshot(sub)),
    },
  ];
  core.publish(request, events);
  return events;
}

/** Moves the sandbox clock and plays every period end that the jump passes. */
export function advanceClock(core: SandboxCore, seconds: number, request: RequestInfo): number {
  core.store.clockOffset += seconds;
  const now = core.store.now();
  let played = 0;
  // Bounded so a year-long jump on a daily plan cannot loop forever.
  for (let round = 0; round < 400; round += 1) {
    const due = [...core.store.subscriptions.values()].filter((sub) => {
      const end = sub.items.data[0]?.current_period_end;
      return (
        end !== undefined && end <= now && sub.status !== 'canceled' && sub.status !== 'incomplete_expired'
      );
    });
    if (due.length === 0) break;
    for (const sub of due) played += endCurrentPeriod(core, sub, request).length > 0 ? 1 : 0;
  }
  return played;
}
