// Completing a Checkout Session: what Stripe does when the buyer pays on the
// hosted page. A declined card leaves no trace; a paid one yields customer (on
// a clock of its own), saved card, subscription, invoice, payment and the three
// events apps listen to.
import {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_REQUIRED,
  cardError,
  chargeCard,
  requiresAuthentication,
  type CardInput,
  type Decline,
} from './cards.js';
import { clockOf } from './clocks.js';
import type { SandboxCore } from './core.js';
import { invalid, notFound, type StripeApiError } from './errors.js';
import { addInterval } from './ids.js';
import { buildCustomer, buildInvoice, buildSubscription } from './objects.js';
import { attemptPayment } from './payment-attempt.js';
import { attachCard } from './payment-methods.js';
import { invoiceContext } from './renewal.js';
import type { CheckoutSession, RequestInfo } from './types.js';

export interface PayInput extends CardInput {
  email?: string;
  name?: string;
  /** The outcome of the 3D Secure step for a card that asks for one (4000 0027 6000 3184). */
  authentication?: 'complete' | 'fail';
}

function declined(decline: Decline): StripeApiError {
  return cardError(decline.code, decline.message, undefined, decline.decline);
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
  const digits = chargeCard(input);
  const authenticates = requiresAuthentication(digits);
  if (authenticates && input.authentication === undefined) throw declined(AUTHENTICATION_REQUIRED);
  if (authenticates && input.authentication === 'fail') throw declined(AUTHENTICATION_FAILED);

  const customer = existing ?? buildCustomer(store.now(), email, input.name?.trim() || null, {});
  store.customers.set(customer.id, customer);
  clockOf(core, customer);
  const now = store.timeOf(customer.id);
  const card = attachCard(core, customer, { digits, ...(input.expiry ? { expiry: input.expiry } : {}) }, now);
  customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: card.id };
  const recurring = price.recurring ?? { interval: 'month', interval_count: 1 };
  const subscription = buildSubscription({
    now,
    customer: customer.id,
    testClock: customer.test_clock,
    price,
    quantity: lineItem.quantity,
    periodEnd: addInterval(now, recurring.interval, recurring.interval_count),
    metadata: { ...extras.subscriptionMetadata },
  });
  const invoice = buildInvoice(subscription, 'subscription_create', now, invoiceContext(core, customer.id));
  subscription.latest_invoice = invoice.id;
  subscription.default_payment_method = card.id;
  store.subscriptions.set(subscription.id, subscription);
  store.invoices.set(invoice.id, invoice);
  attemptPayment(core, invoice, { method: card, digits }, authenticates ? 'authenticated' : 'given', now);
  store.pendingAuthentications.delete(sessionId);

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

  core.publish(
    request,
    [
      { type: 'checkout.session.completed', object: session },
      { type: 'customer.subscription.created', object: subscription },
      { type: 'invoice.paid', object: invoice },
    ],
    now,
  );
  const redirectUrl = session.success_url
    ? session.success_url.split('{CHECKOUT_SESSION_ID}').join(session.id)
    : `${core.publicUrl}/checkout/${session.id}`;
  return { session, redirectUrl };
}
