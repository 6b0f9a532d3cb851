// The hosted checkout page's form: pay, or (for a card that asks for it) go through the
// authentication step first, then pay or show why not.
import { payCheckoutSession, type PayInput } from './checkout-flow.js';
import { renderAuthenticationStep, renderCheckoutPage } from './checkout-page.js';
import { NO_REQUEST, type SandboxCore } from './core.js';
import { StripeApiError } from './errors.js';
import { parseForm, str } from './form.js';
import { html, notFoundPage, redirect, type PageResponse } from './page-response.js';

export function checkoutPage(core: SandboxCore, method: string, id: string, body: string): PageResponse {
  const session = core.store.sessions.get(id);
  if (!session) return notFoundPage('This checkout session');
  if (method === 'GET') return html(200, renderCheckoutPage(core.store, session));
  const form = parseForm(body);
  const pending = core.store.pendingAuthentications.get(id);
  const authenticating = str(form, 'op') === 'authenticate';
  if (authenticating && !pending) {
    return html(400, renderCheckoutPage(core.store, session, { error: 'Enter your card details again.' }));
  }
  const result = str(form, 'result') === 'complete' ? 'complete' : 'fail';
  const input: PayInput =
    authenticating && pending
      ? { ...pending, authentication: result }
      : {
          number: str(form, 'cardNumber') ?? '',
          expiry: str(form, 'expiry') ?? '',
          cvc: str(form, 'cvc') ?? '',
          email: str(form, 'email') ?? '',
        };
  try {
    return redirect(payCheckoutSession(core, id, input, NO_REQUEST).redirectUrl);
  } catch (err) {
    if (!(err instanceof StripeApiError)) throw err;
    if (err.body.code === 'authentication_required') {
      core.store.pendingAuthentications.set(id, {
        number: input.number,
        email: input.email ?? '',
        expiry: input.expiry ?? '',
        cvc: input.cvc ?? '',
      });
      return html(200, renderAuthenticationStep(core.store, session));
    }
    core.store.pendingAuthentications.delete(id);
    const status = err.status === 402 ? 402 : 400;
    const state = { email: input.email ?? '', expiry: input.expiry ?? '', error: err.body.message };
    return html(status, renderCheckoutPage(core.store, session, state));
  }
}
