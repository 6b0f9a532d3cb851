// The hosted invoice page's forms: confirm a payment the bank asked to authenticate, or pay now
// with a card typed in. Each ends back on the page, which shows the result.
import { checkCard } from './cards.js';
import type { SandboxCore } from './core.js';
import { NO_REQUEST } from './core.js';
import { StripeApiError } from './errors.js';
import { parseForm, str } from './form.js';
import { renderInvoicePage } from './invoice-page.js';
import { collectInvoice } from './invoice-collection.js';
import { paymentIntentOf, type CardToCharge } from './payment-attempt.js';
import { attachCard } from './payment-methods.js';
import { html, notFoundPage, redirect, type PageResponse } from './page-response.js';
import type { CardUse } from './cards.js';
import type { Invoice } from './types.js';

function collect(core: SandboxCore, invoice: Invoice, card: CardToCharge, use: CardUse): PageResponse {
  const at = core.store.timeOf(invoice.customer);
  const { outcome, events } = collectInvoice(core, invoice, { card, use, at, trigger: 'manual' });
  core.publish(NO_REQUEST, events, at);
  if (outcome !== 'declined') return redirect(String(invoice.hosted_invoice_url));
  const message = paymentIntentOf(core, invoice.id)?.last_payment_error?.message ?? 'Your card was declined.';
  return html(402, renderInvoicePage(core, invoice, message));
}

function confirm(core: SandboxCore, invoice: Invoice, result: string | undefined): PageResponse {
  const paymentIntent = paymentIntentOf(core, invoice.id);
  const methodId = paymentIntent?.payment_method ?? '';
  const method = core.store.paymentMethods.get(methodId);
  const digits = core.store.cardNumbers.get(methodId);
  if (paymentIntent?.status !== 'requires_action' || !method || !digits) {
    return html(400, renderInvoicePage(core, invoice, 'This payment does not need confirming.'));
  }
  if (result !== 'complete') {
    return html(402, renderInvoicePage(core, invoice, 'Authentication failed. The invoice is still open.'));
  }
  return collect(core, invoice, { method, digits }, 'authenticated');
}

function payWithCard(core: SandboxCore, invoice: Invoice, form: ReturnType<typeof parseForm>): PageResponse {
  let digits: string;
  try {
    digits = checkCard({
      number: str(form, 'cardNumber') ?? '',
      expiry: str(form, 'expiry') ?? '',
      cvc: str(form, 'cvc') ?? '',
    });
  } catch (err) {
    if (!(err instanceof StripeApiError)) throw err;
    return html(err.status, renderInvoicePage(core, invoice, err.body.message));
  }
  const customer = core.store.customers.get(invoice.customer);
  if (!customer) return notFoundPage('This invoice’s customer');
  const expiry = str(form, 'expiry');
  const method = attachCard(
    core,
    customer,
    { digits, ...(expiry ? { expiry } : {}) },
    core.store.timeOf(customer.id),
  );
  return collect(core, invoice, { method, digits }, 'given');
}

export function invoicePage(core: SandboxCore, method: string, id: string, body: string): PageResponse {
  const invoice = core.store.invoices.get(id);
  if (!invoice) return notFoundPage('This invoice');
  if (method === 'GET') return html(200, renderInvoicePage(core, invoice));
  if (invoice.status !== 'open') {
    return html(
      400,
      renderInvoicePage(core, invoice, `This invoice is ${invoice.status}; there is nothing to pay.`),
    );
  }
  const form = parseForm(body);
  const op = str(form, 'op');
  if (op === 'confirm') return confirm(core, invoice, str(form, 'result'));
  if (op === 'pay') return payWithCard(core, invoice, form);
  return html(400, renderInvoicePage(core, invoice, 'Choose how to pay.'));
}
