import { escapeHtml, formatAmount, formatDate, page } from './page-layout.js';
import type { StripeStore } from './store.js';
import type { PortalSession, Subscription } from './types.js';

function subscriptionSection(store: StripeStore, sub: Subscription): string {
  const item = sub.items.data[0];
  if (!item) return '';
  const product = store.products.get(item.price.product);
  const interval = item.price.recurring?.interval ?? 'month';
  const headingId = `plan-${escapeHtml(sub.id)}`;
  let status: string;
  let action: string;
  if (sub.status === 'canceled') {
    status = `Canceled on ${formatDate(sub.ended_at ?? sub.canceled_at ?? sub.created)}.`;
    action = '';
  } else if (sub.cancel_at_period_end) {
    status = `Your plan will be canceled on ${formatDate(item.current_period_end)}.`;
    action = button(sub.id, 'renew', 'Renew subscription', 'secondary');
  } else {
    status = `Your plan renews on ${formatDate(item.current_period_end)}.`;
    action = button(sub.id, 'cancel', 'Cancel subscription', 'danger');
  }
  return `
<section aria-labelledby="${headingId}">
  <h2 id="${headingId}">${escapeHtml(product?.name ?? 'Subscription')}</h2>
  <p class="price">${formatAmount(item.price.unit_amount * item.quantity, item.price.currency)} <span>per ${escapeHtml(interval)}</span></p>
  <p>${status}</p>
  ${action}
</section>`;
}

function button(subscriptionId: string, op: string, label: string, variant: string): string {
  return `<form method="post">
    <input type="hidden" name="subscription" value="${escapeHtml(subscriptionId)}">
    <input type="hidden" name="op" value="${op}">
    <button type="submit" class="${variant}">${label}</button>
  </form>`;
}

function invoiceRows(store: StripeStore, customerId: string): string {
  const invoices = [...store.invoices.values()].filter((inv) => inv.customer === customerId).reverse();
  if (invoices.length === 0) return '';
  const rows = invoices
    .map(
      (inv) =>
        `<li>${formatDate(inv.created)}: ${formatAmount(inv.amount_paid, String(inv.currency))} (${escapeHtml(inv.status)})</li>`,
    )
    .join('');
  return `<h2>Invoice history</h2><ul>${rows}</ul>`;
}

/** The hosted Customer Portal: current plan, cancel/renew, invoices, and the way back. */
export function renderPortalPage(store: StripeStore, session: PortalSession, notice?: string): string {
  const customer = store.customers.get(session.customer);
  const subs = [...store.subscriptions.values()].filter((s) => s.customer === session.customer).reverse();
  const live = subs.filter((s) => s.status !== 'canceled');
  const shown = live.length > 0 ? live : subs.slice(0, 1);
  const sections = shown.map((sub) => subscriptionSection(store, sub)).join('');
  const back = session.return_url
    ? `<a class="back" href="${escapeHtml(session.return_url)}">Return to Stillframe</a>`
    : '';
  const body = `
<h1>Manage your subscription</h1>
<p>Signed in as ${escapeHtml(customer?.email ?? session.customer)}</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${sections || '<p>You have no subscriptions.</p>'}
${invoiceRows(store, session.customer)}
${back}`;
  return page('Manage your subscription', body);
}
