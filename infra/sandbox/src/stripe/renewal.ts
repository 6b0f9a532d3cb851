// What happens to a subscription on its own schedule: the end of a period (a renewal charged to
// the card on file, or the deferred cancellation) and the automatic retries of a declined invoice.
import { NO_REQUEST, type SandboxCore } from './core.js';
import { addInterval } from './ids.js';
import { collectInvoice, snapshot, stopRetries, subscriptionOf } from './invoice-collection.js';
import { buildInvoice, type InvoiceContext } from './objects.js';
import { cardToCharge } from './payment-methods.js';
import type { Invoice, Subscription } from './types.js';

/** Subscriptions that no longer renew: ended, or unpaid (Stripe stops attempting them). */
const NO_RENEWAL = new Set(['canceled', 'incomplete_expired', 'incomplete', 'unpaid', 'paused']);

export function renews(sub: Subscription): boolean {
  return !NO_RENEWAL.has(sub.status);
}

export function invoiceContext(core: SandboxCore, customerId: string): InvoiceContext {
  let sequence = 0;
  for (const invoice of core.store.invoices.values()) if (invoice.customer === customerId) sequence += 1;
  return { customer: core.store.customers.get(customerId), publicUrl: core.publicUrl, sequence };
}

/** When the subscription's current period ends, or its scheduled cancellation comes if earlier. */
export function periodEndOf(sub: Subscription): number | undefined {
  const end = sub.items.data[0]?.current_period_end;
  if (end === undefined) return undefined;
  return sub.cancel_at !== null && sub.cancel_at < end ? sub.cancel_at : end;
}

function endsHere(sub: Subscription, periodEnd: number): boolean {
  return sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= periodEnd);
}

/**
 * The end of the current period at `at` (on the customer's clock): a subscription set to cancel
 * ends; any other live one moves to the next period (even when the payment then fails, as
 * Stripe does) with a new invoice charged to the card on file. False when nothing was due.
 */
export function endPeriod(core: SandboxCore, sub: Subscription, at: number): boolean {
  const item = sub.items.data[0];
  if (!item || !renews(sub)) return false;
  const before = snapshot(sub);
  if (endsHere(sub, item.current_period_end)) {
    const end = sub.cancel_at ?? item.current_period_end;
    sub.status = 'canceled';
    sub.ended_at = end;
    sub.canceled_at = sub.canceled_at ?? end;
    stopRetries(core, sub.id);
    core.publish(NO_REQUEST, [{ type: 'customer.subscription.deleted', object: sub }], at);
    return true;
  }
  const recurring = item.price.recurring ?? { interval: 'month', interval_count: 1 };
  item.current_period_start = item.current_period_end;
  item.current_period_end = addInterval(
    item.current_period_start,
    recurring.interval,
    recurring.interval_count,
  );
  const invoice = buildInvoice(sub, 'subscription_cycle', at, invoiceContext(core, sub.customer));
  core.store.invoices.set(invoice.id, invoice);
  sub.latest_invoice = invoice.id;
  const { events } = collectInvoice(core, invoice, {
    card: cardToCharge(core, sub.customer, sub.default_payment_method),
    use: 'saved',
    at,
    trigger: 'automatic',
    subscriptionBefore: before,
  });
  core.publish(NO_REQUEST, events, at);
  return true;
}

/** A scheduled retry of a declined invoice, charged to the card on file at that moment. */
export function retryInvoice(core: SandboxCore, invoice: Invoice, at: number): void {
  const sub = subscriptionOf(core, invoice);
  if (!sub || sub.status === 'canceled' || invoice.status !== 'open') {
    invoice.next_payment_attempt = null;
    return;
  }
  core.store.retriesDone.set(invoice.id, (core.store.retriesDone.get(invoice.id) ?? 0) + 1);
  const { events } = collectInvoice(core, invoice, {
    card: cardToCharge(core, invoice.customer, sub.default_payment_method),
    use: 'saved',
    at,
    trigger: 'automatic',
  });
  core.publish(NO_REQUEST, events, at);
}
