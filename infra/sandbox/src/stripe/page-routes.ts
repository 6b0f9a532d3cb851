// Browser-facing pages: GET renders, POST (plain form submit) acts and then
// redirects with 303, the way Stripe's hosted pages hand the buyer back.
import { renderCheckoutPage } from './checkout-page.js';
import { payCheckoutSession } from './checkout-flow.js';
import { NO_REQUEST, type SandboxCore } from './core.js';
import { StripeApiError } from './errors.js';
import { parseForm, str } from './form.js';
import { escapeHtml, page } from './page-layout.js';
import { renderPortalPage } from './portal-page.js';
import { updateSubscription } from './subscription-flow.js';

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

function html(status: number, body: string): PageResponse {
  return { status, headers: HTML, body };
}

function redirect(location: string): PageResponse {
  return { status: 303, headers: { Location: location }, body: '' };
}

function notFoundPage(what: string): PageResponse {
  return html(
    404,
    page('Not found', `<h1>Not found</h1><p>${escapeHtml(what)} does not exist or has expired.</p>`),
  );
}

/** Returns undefined when the path is not a page, so the API router can try. */
export function handlePage(
  core: SandboxCore,
  method: string,
  pathname: string,
  body: string,
): PageResponse | undefined {
  const m = /^\/(checkout|portal)\/([^/]+)\/?$/.exec(pathname);
  if (!m || (method !== 'GET' && method !== 'POST')) return undefined;
  const id = decodeURIComponent(m[2] ?? '');
  return m[1] === 'checkout' ? checkoutPage(core, method, id, body) : portalPage(core, method, id, body);
}

function checkoutPage(core: SandboxCore, method: string, id: string, body: string): PageResponse {
  const session = core.store.sessions.get(id);
  if (!session) return notFoundPage('This checkout session');
  if (method === 'GET') return html(200, renderCheckoutPage(core.store, session));
  const form = parseForm(body);
  const email = str(form, 'email') ?? '';
  const expiry = str(form, 'expiry') ?? '';
  try {
    const result = payCheckoutSession(
      core,
      id,
      { number: str(form, 'cardNumber') ?? '', expiry, cvc: str(form, 'cvc') ?? '', email },
      NO_REQUEST,
    );
    return redirect(result.redirectUrl);
  } catch (err) {
    if (!(err instanceof StripeApiError)) throw err;
    const status = err.status === 402 ? 402 : 400;
    return html(status, renderCheckoutPage(core.store, session, { email, expiry, error: err.body.message }));
  }
}

function portalPage(core: SandboxCore, method: string, id: string, body: string): PageResponse {
  const session = core.store.portalSessions.get(id);
  if (!session) return notFoundPage('This portal session');
  if (method === 'GET') {
    return html(200, renderPortalPage(core.store, session));
  }
  const form = parseForm(body);
  const sub = core.store.subscriptions.get(str(form, 'subscription') ?? '');
  if (!sub || sub.customer !== session.customer) {
    return html(
      400,
      renderPortalPage(core.store, session, 'That subscription does not belong to this customer.'),
    );
  }
  const op = str(form, 'op');
  if (op === 'cancel' || op === 'renew') {
    try {
      updateSubscription(core, sub, { cancelAtPeriodEnd: op === 'cancel' }, NO_REQUEST);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      return html(400, renderPortalPage(core.store, session, err.body.message));
    }
  }
  return redirect(`${core.publicUrl}/portal/${session.id}`);
}
