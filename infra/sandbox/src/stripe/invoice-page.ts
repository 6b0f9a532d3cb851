// The hosted invoice page (`hosted_invoice_url`): what is owed and its state, and while it is
// open either the bank's confirmation step or a card form to pay now.
import { paymentIntentOf } from './payment-attempt.js';
import { escapeHtml, formatAmount, formatDate, page } from './page-layout.js';
import { authenticationButtons, cardFields, errorAlert } from './page-response.js';
import type { SandboxCore } from './core.js';
import type { Invoice } from './types.js';

const STATUS_TEXT: Record<Invoice['status'], string> = {
  draft: 'Draft',
  open: 'Open: payment due',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

function facts(invoice: Invoice): string {
  const line = (invoice.lines as { data?: { description?: string }[] } | undefined)?.data?.[0];
  return `<dl>
  <dt>Status</dt><dd id="invoice-status">${STATUS_TEXT[invoice.status]}</dd>
  <dt>Due</dt><dd>${formatDate(Number(invoice.due_date ?? invoice.created))}</dd>
  <dt>Billed to</dt><dd>${escapeHtml(String(invoice.customer_email ?? invoice.customer))}</dd>
  ${line?.description ? `<dt>For</dt><dd>${escapeHtml(line.description)}</dd>` : ''}
</dl>`;
}

function openInvoiceActions(core: SandboxCore, invoice: Invoice, error?: string): string {
  const paymentIntent = paymentIntentOf(core, invoice.id);
  const amount = formatAmount(invoice.amount_remaining, invoice.currency);
  if (paymentIntent?.status === 'requires_action') {
    return `${errorAlert(error)}
<section aria-labelledby="confirm-heading">
  <h2 id="confirm-heading">Confirm payment</h2>
  <p>Your bank asks you to confirm this payment of ${amount}.</p>
  <p class="hint">Test mode: choose how the authentication ends.</p>
  ${authenticationButtons('<input type="hidden" name="op" value="confirm">')}
</section>`;
  }
  const lastFailure = paymentIntent?.last_payment_error?.message;
  return `${lastFailure ? `<p class="error" role="status">The last attempt to pay failed: ${escapeHtml(lastFailure)}</p>` : ''}
${errorAlert(error)}
<section aria-labelledby="pay-heading">
  <h2 id="pay-heading">Pay now</h2>
  <form method="post" novalidate>
    <input type="hidden" name="op" value="pay">
    ${cardFields(error)}
    <button type="submit">Pay ${amount}</button>
  </form>
</section>`;
}

export function renderInvoicePage(core: SandboxCore, invoice: Invoice, error?: string): string {
  const title = `Invoice ${String(invoice.number ?? invoice.id)}`;
  const paid =
    invoice.status === 'paid'
      ? `<p class="notice" role="status">This invoice is paid${invoice.status_transitions.paid_at ? ` (${formatDate(invoice.status_transitions.paid_at)})` : ''}. Thank you.</p>`
      : '';
  const body = `
<h1>${escapeHtml(title)}</h1>
<p class="price">${formatAmount(invoice.amount_due, invoice.currency)}</p>
${facts(invoice)}
${paid}
${invoice.status === 'open' ? openInvoiceActions(core, invoice, error) : ''}`;
  return page(title, body);
}
