// Completing a Checkout Session: what Stripe does when the buyer pays on the
// hosted page. A declined card leaves no trace; a paid one yields customer,
// subscription, invoice, payment and the three events apps listen to.
import { chargeCard, type CardInput } from './cards.js';
import type { SandboxCore } from './core.js';
import { invalid, notFound } from './errors.js';
import { addInterval } from './ids.js';
import { buildCustomer, buildInvoice, buildSubscription } from './objects.js';
import { buildPayment } from './payment-objects.js';
import type { CheckoutSession, RequestInfo } from './types.js';

export interface PayInput extends CardInput {
  email?: string;
  name?: string;
}

export interface PayResult {
  session: CheckoutSession;
  /** success_url with `{CHECKOUT_SESSION_ID}` filled in. */
  redirectUrl: string;
}

export function payCheckoutSession(
  core: SandboxCore,
  sessionId: string,
  input: PayInput,
  request: RequestInfo,
): PayResult {
  const { store } = core;
  const session = store.sessions.get(sessionId);
  const extras = store.sessionExtras.get(sessionId);
  if (!session || !extras) throw notFound('checkout.session', sessionId);
  if (session.status !== 'open') {
    throw invalid(
      `This Checkout Session is no longer active (status: ${session.status}).`,
      undefined,
      'checkout_session_inactive',
    );
  }
  const existing = session.customer ? store.customers.get(session.customer) : undefined;
  const email = (input.email?.trim() || existing?.email || session.customer_email || '').trim();
  if (!existing && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalid('Your email address is invalid.', 'email', 'email_invalid');
  }
  const lineItem = extras.lineItems[0];
  const price = lineItem ? store.prices.get(lineItem.price) : undefined;
  if (!lineItem || !price) throw invalid('This Checkout Session has no line items.', 'line_items');
  const last4 = chargeCard(input);

  const now = store.now();
  const customer = existing ?? buildCustomer(now, email, input.name?.trim() || null, {});
  store.customers.set(customer.id, customer);
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  const subscription = buildSubscription({
    now,
    customer: customer.id,
    price,
    quantity: lineItem.quantity,
    periodEnd: addInterval(now, recurring.interval, recurring.interval_count),
    metadata: { ...extras.subscriptionMetadata },
  });
  const invoice = buildInvoice(subscription, 'subscription_create', now);
  const payment = buildPayment(invoice, last4, now);
  subscription.latest_invoice = invoice.id;
  subscription.default_payment_method = payment.paymentIntent.payment_method;
  store.subscriptions.set(subscription.id, subscription);
  store.invoices.set(invoice.id, invoice);
  store.paymentIntents.set(payment.paymentIntent.id, payment.paymentIntent);
  store.charges.set(payment.charge.id, payment.charge);
  store.invoicePayments.set(payment.invoicePayment.id, payment.invoicePayment);

  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer: customer.id,
    customer_details: {
      address: null,
      email: customer.email,
      name: customer.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    subscription: subscription.id,
    invoice: invoice.id,
    url: null,
  });

  core.publish(request, [
    { type: 'checkout.session.completed', object: session },
    { type: 'customer.subscription.created', object: subscription },
    { type: 'invoice.paid', object: invoice },
  ]);
  const redirectUrl = session.success_url
    ? session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id)
    : `${core.publicUrl}/checkout/${session.id}`;
  return { session, redirectUrl };
}
