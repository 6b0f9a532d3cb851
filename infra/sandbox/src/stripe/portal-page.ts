import type { SandboxCore } from './core.js';
import { openInvoiceOf } from './invoice-collection.js';
import { paymentIntentOf } from './payment-attempt.js';
import { escapeHtml, formatAmount, formatDate, page } from './page-layout.js';
import { cardFields, errorAlert } from './page-response.js';
import type { StripeStore } from './store.js';
import type { Invoice, PortalSession, Subscription } from './types.js';

/** What the card form did, shown after its redirect. */
export type CardResult = 'paid' | 'saved' | 'confirm';

export interface PortalState {
  notice?: string;
  error?: string;
  cardResult?: CardResult;
}

function statusLine(sub: Subscription, periodEnd: number): string {
  if (sub.status === 'canceled')
    return `Canceled on ${formatDate(sub.ended_at ?? sub.canceled_at ?? sub.created)}.`;
  if (sub.status === 'unpaid') return 'Your subscription is unpaid. Pay the open invoice to resume it.';
  if (sub.status === 'past_due') return 'Your payment is overdue.';
  if (sub.cancel_at_period_end) return `Your plan will be canceled on ${formatDate(periodEnd)}.`;
  return `Your plan renews on ${formatDate(periodEnd)}.`;
}

function subscriptionSection(store: StripeStore, sub: Subscription): string {
  const item = sub.items.data[0];
  if (!item) return '';
  const product = store.products.get(item.price.product);
  const interval = item.price.recurring?.interval ?? 'month';
  const headingId = `plan-${escapeHtml(sub.id)}`;
  let action = '';
  if (sub.status !== 'canceled' && sub.cancel_at_period_end) {
    action = button(sub.id, 'renew', 'Renew subscription', 'secondary');
  } else if (sub.status !== 'canceled') {
    action = button(sub.id, 'cancel', 'Cancel subscription', 'danger');
  }
  return `
<section aria-labelledby="${headingId}">
  <h2 id="${headingId}">${escapeHtml(product?.name ?? 'Subscription')}</h2>
  <p class="price">${formatAmount(item.price.unit_amount * item.quantity, item.price.currency)} <span>per ${escapeHtml(interval)}</span></p>
  <p>${statusLine(sub, item.current_period_end)}</p>
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

function failedPayment(core: SandboxCore, invoice: Invoice): string {
  const paymentIntent = paymentIntentOf(core, invoice.id);
  const amount = formatAmount(invoice.amount_remaining, invoice.currency);
  const reason = paymentIntent?.last_payment_error?.message;
  const confirm =
    paymentIntent?.status === 'requires_action'
      ? ` <a href="${escapeHtml(String(invoice.hosted_invoice_url))}">Confirm payment</a>`
      : '';
  return `<div class="error" role="alert" id="payment-failed">
  <p><strong>Your last payment failed.</strong>${reason ? ` ${escapeHtml(reason)}` : ''}</p>
  <p>Update your payment method to pay ${amount} now.${confirm}</p>
</div>`;
}

function cardResultNotice(core: SandboxCore, customerId: string, result: CardResult | undefined): string {
  if (!result) return '';
  const invoice = [...core.store.invoices.values()].filter((i) => i.customer === customerId).at(-1);
  const texts: Record<CardResult, string> = {
    saved: 'Your payment method was updated.',
    paid: `Your payment method was updated and your invoice of ${invoice ? formatAmount(invoice.amount_paid, invoice.currency) : ''} was paid.`,
    confirm: 'Your payment method was updated. Your bank asks you to confirm the payment.',
  };
  return `<p class="notice" role="status">${escapeHtml(texts[result])}</p>`;
}

function paymentMethodSection(core: SandboxCore, customerId: string, state: PortalState): string {
  const customer = core.store.customers.get(customerId);
  const methodId = customer?.invoice_settings.default_payment_method;
  const card = methodId ? core.store.paymentMethods.get(methodId)?.card : undefined;
  const current = card
    ? `<p id="current-card">${escapeHtml(card.brand.toUpperCase())} ending in ${escapeHtml(card.last4)}, expires ${card.exp_month}/${card.exp_year}</p>`
    : '<p id="current-card">No card on file.</p>';
  const invoice = openInvoiceOf(core, customerId);
  return `
<section aria-labelledby="payment-method-heading">
  <h2 id="payment-method-heading">Payment method</h2>
  ${cardResultNotice(core, customerId, state.cardResult)}
  ${invoice ? failedPayment(core, invoice) : ''}
  ${current}
  ${errorAlert(state.error)}
  <form method="post" novalidate aria-labelledby="update-card-heading">
    <h3 id="update-card-heading">Update payment method</h3>
    <input type="hidden" name="op" value="update-card">
    ${cardFields(state.error)}
    <button type="submit">Update payment method</button>
  </form>
</section>`;
}

function invoiceRows(store: StripeStore, customerId: string): string {
  const invoices = [...store.invoices.values()].filter((inv) => inv.customer === customerId).reverse();
  if (invoices.length === 0) return '';
  const rows = invoices
    .map((inv) => {
      const amount = formatAmount(inv.amount_due, inv.currency);
      const link = inv.hosted_invoice_url
        ? ` <a href="${escapeHtml(inv.hosted_invoice_url)}">View invoice</a>`
        : '';
      return `<li>${formatDate(inv.created)}: ${amount} (${escapeHtml(inv.status)})${link}</li>`;
    })
    .join('');
  return `<h2>Invoice history</h2><ul>${rows}</ul>`;
}

/** The hosted Customer Portal: current plan, cancel/renew, the card on file, invoices, and the way back. */
export function renderPortalPage(core: SandboxCore, session: PortalSession, state: PortalState = {}): string {
  const { store } = core;
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
${state.notice ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>` : ''}
${sections || '<p>You have no subscriptions.</p>'}
${paymentMethodSection(core, session.customer, state)}
${invoiceRows(store, session.customer)}
${back}`;
  return page('Manage your subscription', body);
}
