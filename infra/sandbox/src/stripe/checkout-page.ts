import { escapeHtml, formatAmount, page } from './page-layout.js';
import { authenticationButtons, cardFields, errorAlert } from './page-response.js';
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
  const back = session.cancel_url ? `<a class="back" href="${escapeHtml(session.cancel_url)}">Back</a>` : '';
  const body = `
<h1>Subscribe to ${escapeHtml(plan.name)}</h1>
<p class="price">${formatAmount(session.amount_total, session.currency)} <span>per ${escapeHtml(plan.interval)}</span></p>
${errorAlert(state.error)}
<form method="post" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${customer?.email ? ' readonly' : ''}>
  ${cardFields(state.error, state.expiry)}
  <p class="hint">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
  4000 0027 6000 3184 asks for authentication, 4000 0000 0000 0341 pays now but declines later.</p>
  <button type="submit">Subscribe</button>
</form>
${back}`;
  return page(`Subscribe to ${plan.name}`, body);
}

/** The bank's authentication step (3D Secure) before a card that asks for it is charged. */
export function renderAuthenticationStep(store: StripeStore, session: CheckoutSession): string {
  const plan = describePlan(store, session);
  const body = `
<h1 id="authenticate-heading">Confirm your payment</h1>
<section aria-labelledby="authenticate-heading">
  <p>Your bank asks you to authenticate this payment of
  ${formatAmount(session.amount_total, session.currency)} for ${escapeHtml(plan.name)}.</p>
  <p class="hint">Test mode: choose how the authentication ends.</p>
  ${authenticationButtons('<input type="hidden" name="op" value="authenticate">')}
</section>`;
  return page('Confirm your payment', body);
}
