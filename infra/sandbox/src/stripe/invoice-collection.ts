// Collecting an invoice of a subscription and what follows from it: the invoice events, the
// subscription's status (active, past_due, then canceled or unpaid when the retries run out) and
// the next automatic retry per the retry schedule.
import type { CardUse } from './cards.js';
import type { SandboxCore } from './core.js';
import { previousAttributes, type EventInput } from './events.js';
import { attemptPayment, type CardToCharge } from './payment-attempt.js';
import type { Invoice, Subscription } from './types.js';

/** `automatic`: a renewal or a scheduled retry; `manual`: the customer paying on a hosted page. */
export type Trigger = 'automatic' | 'manual';

export interface Collection {
  card: CardToCharge | undefined;
  use: CardUse;
  at: number;
  trigger: Trigger;
  /** The subscription as it was before the action began (a renewal moves its period first). */
  subscriptionBefore?: Record<string, unknown>;
}

export type CollectionOutcome = 'paid' | 'declined' | 'requires_action';

export function snapshot(sub: Subscription): Record<string, unknown> {
  return structuredClone(sub) as Record<string, unknown>;
}

export function subscriptionOf(core: SandboxCore, invoice: Invoice): Subscription | undefined {
  const id = invoice.parent?.subscription_details.subscription;
  return id ? core.store.subscriptions.get(id) : undefined;
}

const OWES = new Set(['past_due', 'unpaid', 'incomplete']);

/** Sets the next automatic retry, or none when the schedule is used up; says which. */
function scheduleRetry(core: SandboxCore, invoice: Invoice, at: number): 'scheduled' | 'exhausted' {
  const { days } = core.store.retrySchedule;
  const done = core.store.retriesDone.get(invoice.id) ?? 0;
  const wait = days[done];
  invoice.next_payment_attempt = wait === undefined ? null : at + Math.round(wait * 86_400);
  return wait === undefined ? 'exhausted' : 'scheduled';
}

/** Stops automatic collection of a subscription's open invoices (it ended). */
export function stopRetries(core: SandboxCore, subscriptionId: string): void {
  for (const invoice of core.store.invoices.values()) {
    const owner = invoice.parent?.subscription_details.subscription;
    if (owner === subscriptionId && invoice.status === 'open') invoice.next_payment_attempt = null;
  }
}

function giveUp(core: SandboxCore, sub: Subscription, at: number): void {
  if (core.store.retrySchedule.then === 'unpaid') {
    sub.status = 'unpaid';
    return;
  }
  sub.status = 'canceled';
  sub.canceled_at = at;
  sub.ended_at = at;
  sub.cancellation_details = {
    comment: null,
    feedback: null,
    feedback_option: null,
    reason: 'payment_failed',
  };
  stopRetries(core, sub.id);
}

/** Attempts the payment and returns every event it causes, in Stripe's order; nothing is published. */
export function collectInvoice(
  core: SandboxCore,
  invoice: Invoice,
  collection: Collection,
): { outcome: CollectionOutcome; events: EventInput[] } {
  const sub = subscriptionOf(core, invoice);
  const before = collection.subscriptionBefore ?? (sub ? snapshot(sub) : undefined);
  const { at, trigger } = collection;
  const events: EventInput[] = [];
  const result = collection.card
    ? attemptPayment(core, invoice, collection.card, collection.use, at).kind
    : 'declined';
  if (!collection.card) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
  }
  let outcome: CollectionOutcome;
  if (result === 'succeeded') {
    outcome = 'paid';
    core.store.retriesDone.delete(invoice.id);
    events.push({ type: 'invoice.paid', object: invoice });
    if (sub && OWES.has(sub.status)) sub.status = 'active';
  } else {
    outcome = result;
    events.push({ type: 'invoice.payment_failed', object: invoice });
    let exhausted = false;
    if (result === 'requires_action') {
      // Stripe waits for the customer to confirm; no automatic retry until then.
      invoice.next_payment_attempt = null;
      events.push({ type: 'invoice.payment_action_required', object: invoice });
    } else if (trigger === 'automatic') {
      exhausted = scheduleRetry(core, invoice, at) === 'exhausted';
    }
    if (sub && trigger === 'automatic' && sub.status !== 'canceled') {
      if (sub.status === 'active' || sub.status === 'trialing') sub.status = 'past_due';
      if (exhausted) giveUp(core, sub, at);
    }
  }
  if (sub && before) events.push(...subscriptionEvents(sub, before));
  return { outcome, events };
}

function subscriptionEvents(sub: Subscription, before: Record<string, unknown>): EventInput[] {
  if (sub.status === 'canceled' && before.status !== 'canceled') {
    return [{ type: 'customer.subscription.deleted', object: sub }];
  }
  const previous = previousAttributes(before, snapshot(sub));
  return previous ? [{ type: 'customer.subscription.updated', object: sub, previous }] : [];
}

/** The newest open invoice of a customer's subscription that is still running (not canceled). */
export function openInvoiceOf(core: SandboxCore, customerId: string): Invoice | undefined {
  const open = [...core.store.invoices.values()].filter((invoice) => {
    if (invoice.customer !== customerId || invoice.status !== 'open') return false;
    const sub = subscriptionOf(core, invoice);
    return sub !== undefined && sub.status !== 'canceled';
  });
  return open.at(-1);
}
