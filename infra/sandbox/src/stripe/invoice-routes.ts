// Invoices and invoice payments: reads of what checkout and renewals made, the InvoicePayment
// filters billing uses to get from an invoice to its PaymentIntent and back, and paying an open
// invoice now with the card on file.
import { cardError } from './cards.js';
import { invalid, missingParam, notFound } from './errors.js';
import { obj, str } from './form.js';
import { collectInvoice, subscriptionOf } from './invoice-collection.js';
import { matches, paginate } from './list.js';
import { paymentIntentOf } from './payment-attempt.js';
import { cardToCharge } from './payment-methods.js';
import { route, type ApiContext, type Route } from './router.js';
import type { Invoice, InvoicePayment } from './types.js';

function findInvoice({ core, path }: ApiContext): Invoice {
  const invoice = core.store.invoices.get(path.id ?? '');
  if (!invoice) throw notFound('invoice', path.id ?? '');
  return invoice;
}

function listInvoices({ core, params }: ApiContext): unknown {
  const subscription = str(params, 'subscription');
  const invoices = [...core.store.invoices.values()].filter(
    (invoice) =>
      matches(invoice, params, ['customer', 'status']) &&
      (subscription === undefined || invoice.parent?.subscription_details.subscription === subscription),
  );
  return paginate(invoices, params, '/v1/invoices');
}

/** `payment[type]=payment_intent&payment[payment_intent]=pi_…`, as stripe-node sends the nested filter. */
function paymentFilter(ctx: ApiContext): (item: InvoicePayment) => boolean {
  const payment = obj(ctx.params, 'payment');
  if (!payment) return () => true;
  const type = str(payment, 'type');
  if (!type) throw missingParam('payment[type]');
  if (type !== 'payment_intent' && type !== 'payment_record') {
    throw invalid(`Invalid payment[type]: must be one of payment_intent or payment_record`, 'payment[type]');
  }
  const paymentIntent = str(payment, 'payment_intent');
  return (item) =>
    item.payment.type === type &&
    (paymentIntent === undefined || item.payment.payment_intent === paymentIntent);
}

function listInvoicePayments(ctx: ApiContext): unknown {
  const byPayment = paymentFilter(ctx);
  const payments = [...ctx.core.store.invoicePayments.values()].filter(
    (item) => matches(item, ctx.params, ['invoice', 'status']) && byPayment(item),
  );
  return paginate(payments, ctx.params, '/v1/invoice_payments');
}

function findInvoicePayment({ core, path }: ApiContext): InvoicePayment {
  const payment = core.store.invoicePayments.get(path.id ?? '');
  if (!payment) throw notFound('invoice_payment', path.id ?? '');
  return payment;
}

/** `POST /v1/invoices/:id/pay`: charges the card on file now; a failure is the card's error. */
function payInvoice(ctx: ApiContext): Invoice {
  const { core } = ctx;
  const invoice = findInvoice(ctx);
  if (invoice.status !== 'open') {
    throw invalid(`Invoice is already ${invoice.status}.`, undefined, 'invoice_not_open');
  }
  const sub = subscriptionOf(core, invoice);
  const at = core.store.timeOf(invoice.customer);
  const { outcome, events } = collectInvoice(core, invoice, {
    card: cardToCharge(core, invoice.customer, sub?.default_payment_method ?? null),
    use: 'saved',
    at,
    trigger: 'manual',
  });
  core.publish(ctx.request, events, at);
  if (outcome === 'requires_action') {
    throw cardError(
      'invoice_payment_intent_requires_action',
      'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice.',
    );
  }
  if (outcome === 'declined') {
    const error = paymentIntentOf(core, invoice.id)?.last_payment_error;
    throw cardError(
      error?.code ?? 'card_declined',
      error?.message ?? 'Your card was declined.',
      undefined,
      error?.decline_code,
    );
  }
  return invoice;
}

export const invoiceRoutes: Route[] = [
  route('GET', '/v1/invoices', listInvoices),
  route('GET', '/v1/invoices/:id', findInvoice),
  route('POST', '/v1/invoices/:id/pay', payInvoice),
  route('GET', '/v1/invoice_payments', listInvoicePayments),
  route('GET', '/v1/invoice_payments/:id', findInvoicePayment),
];
