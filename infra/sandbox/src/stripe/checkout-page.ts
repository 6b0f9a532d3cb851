import { escapeHtml, formatAmount, page } from './page-layout.js';
import type { StripeStore } from './store.js';
import type { CheckoutSession } from './types.js';

export interface CheckoutFormState {
  email?: string;
  expiry?: string;
  error?: string;
}

function describePlan(store: StripeStore, session: CheckoutSession): { name: string; interval: string } {
  const priceId = store.sessionExtras.get(session.id)?.lineItems[0]?.price;
  const price = priceId ? store.prices.get(priceId) : undefined;
  const product = price ? store.products.get(price.product) : undefined;
  return { name: product?.name ?? 'Subscription', interval: price?.recurring?.interval ?? 'month' };
}

function closedPage(session: CheckoutSession): string {
  const message =
    session.status === 'complete'
      ? 'This checkout session is already complete. You are subscribed.'
      : 'This checkout session has expired. Go back and start again.';
  const back = session.cancel_url ? `<a class="back" href="${escapeHtml(session.cancel_url)}">Back</a>` : '';
  return page('Checkout', `<h1>Checkout</h1><p class="notice" role="status">${message}</p>${back}`);
}

/** The hosted payment form. It posts back to its own URL, so it works behind any prefix. */
export function renderCheckoutPage(
  store: StripeStore,
  session: CheckoutSession,
  state: CheckoutFormState = {},
): string {
  if (session.status !== 'open') return closedPage(session);
  const plan = describePlan(store, session);
  const customer = session.customer ? store.customers.get(session.customer) : undefined;
  // As on Stripe's page: a customer's email is shown as given and cannot be edited, even after an error.
  const email = customer?.email ?? state.email ?? session.customer_email ?? '';
  const error = state.error
    ? `<p class="error" role="alert" id="payment-error">${escapeHtml(state.error)}</p>`
    : '';
  const describedBy = state.error ? ' aria-describedby="payment-error"' : '';
  const back = session.cancel_url ? `<a class="back" href="${escapeHtml(session.cancel_url)}">Back</a>` : '';
  const body = `
<h1>Subscribe to ${escapeHtml(plan.name)}</h1>
<p class="price">${formatAmount(session.amount_total, session.currency)} <span>per ${escapeHtml(plan.interval)}</span></p>
${error}
<form method="post" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${customer?.email ? ' readonly' : ''}>
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${describedBy}>
  <div class="row">
    <div>
      <label for="expiry">Expiry date (MM / YY)</label>
      <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="${escapeHtml(state.expiry ?? '')}">
    </div>
    <div>
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required>
    </div>
  </div>
  <p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
  <button type="submit">Subscribe</button>
</form>
${back}`;
  return page(`Subscribe to ${plan.name}`, body);
}
