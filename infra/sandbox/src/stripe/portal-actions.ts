// The portal's forms: cancel or renew at period end, and update the payment method, which (as
// Stripe's portal does) pays an open invoice at once with the new card.
import { cardError, checkCard, declineWhenGiven } from './cards.js';
import { NO_REQUEST, type SandboxCore } from './core.js';
import { StripeApiError } from './errors.js';
import { parseForm, str, type FormObject } from './form.js';
import { collectInvoice, openInvoiceOf } from './invoice-collection.js';
import { paymentIntentOf } from './payment-attempt.js';
import { attachCard, makeDefaultCard } from './payment-methods.js';
import { html, notFoundPage, redirect, type PageResponse } from './page-response.js';
import { renderPortalPage, type CardResult } from './portal-page.js';
import { updateSubscription } from './subscription-flow.js';
import type { PortalSession } from './types.js';

const RESULTS = new Set<CardResult>(['paid', 'saved', 'confirm']);

function portalUrl(core: SandboxCore, session: PortalSession, result?: CardResult): string {
  return `${core.publicUrl}/portal/${session.id}${result ? `?card=${result}` : ''}`;
}

/** Saves the card as the default; then charges the open invoice with it, if there is one. */
function updateCard(core: SandboxCore, session: PortalSession, form: FormObject): PageResponse {
  const { store } = core;
  const expiry = str(form, 'expiry') ?? '';
  let digits: string;
  try {
    digits = checkCard({ number: str(form, 'cardNumber') ?? '', expiry, cvc: str(form, 'cvc') ?? '' });
    const refused = declineWhenGiven(digits);
    if (refused) throw cardError(refused.code, refused.message, undefined, refused.decline);
  } catch (err) {
    if (!(err instanceof StripeApiError)) throw err;
    return html(err.status === 402 ? 402 : 400, renderPortalPage(core, session, { error: err.body.message }));
  }
  const customer = store.customers.get(session.customer);
  if (!customer) return notFoundPage('This portal session’s customer');
  const at = store.timeOf(customer.id);
  const method = attachCard(core, customer, { digits, expiry }, at);
  core.publish(NO_REQUEST, makeDefaultCard(core, customer, method), at);
  const invoice = openInvoiceOf(core, customer.id);
  if (!invoice) return redirect(portalUrl(core, session, 'saved'));
  const collection = { card: { method, digits }, use: 'saved' as const, at, trigger: 'manual' as const };
  const { outcome, events } = collectInvoice(core, invoice, collection);
  core.publish(NO_REQUEST, events, at);
  if (outcome === 'paid') return redirect(portalUrl(core, session, 'paid'));
  if (outcome === 'requires_action') return redirect(portalUrl(core, session, 'confirm'));
  const reason = paymentIntentOf(core, invoice.id)?.last_payment_error?.message ?? 'Your card was declined.';
  const error = `Your card was saved, but the payment failed: ${reason}`;
  return html(402, renderPortalPage(core, session, { error }));
}

export function portalPage(
  core: SandboxCore,
  method: string,
  id: string,
  search: URLSearchParams,
  body: string,
): PageResponse {
  const session = core.store.portalSessions.get(id);
  if (!session) return notFoundPage('This portal session');
  if (method === 'GET') {
    const result = search.get('card') as CardResult | null;
    return html(
      200,
      renderPortalPage(core, session, result && RESULTS.has(result) ? { cardResult: result } : {}),
    );
  }
  const form = parseForm(body);
  const op = str(form, 'op');
  if (op === 'update-card') return updateCard(core, session, form);
  const sub = core.store.subscriptions.get(str(form, 'subscription') ?? '');
  if (!sub || sub.customer !== session.customer) {
    const notice = 'That subscription does not belong to this customer.';
    return html(400, renderPortalPage(core, session, { notice }));
  }
  if (op === 'cancel' || op === 'renew') {
    try {
      updateSubscription(core, sub, { cancelAtPeriodEnd: op === 'cancel' }, NO_REQUEST);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      return html(400, renderPortalPage(core, session, { notice: err.body.message }));
    }
  }
  return redirect(portalUrl(core, session));
}
