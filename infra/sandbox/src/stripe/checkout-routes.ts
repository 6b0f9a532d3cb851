// Checkout Sessions and Customer Portal sessions. Their `url`s point at the
// sandbox's own hosted pages instead of checkout.stripe.com / billing.stripe.com.
import type { SandboxCore } from './core.js';
import { invalid, missingParam, notFound } from './errors.js';
import { list, metadataParam, obj, str, strings, type FormObject } from './form.js';
import { newId } from './ids.js';
import { matches, paginate } from './list.js';
import { route, type ApiContext, type Route } from './router.js';
import type { CheckoutSession, LineItem, PortalSession } from './types.js';

/** Versions from endive on no longer know `payment_method_types` on Checkout. */
const ENDIVE = '2026-09-30';

function checkUrl(params: FormObject, key: string): string | null {
  const value = str(params, key);
  if (value === undefined || value === '') return null;
  try {
    new URL(value.split('{CHECKOUT_SESSION_ID}').join('x'));
  } catch {
    throw invalid('Not a valid URL', key, 'url_invalid');
  }
  return value;
}

function readLineItems(ctx: ApiContext): LineItem[] {
  const raw = list(ctx.params, 'line_items');
  if (raw.length === 0) throw missingParam('line_items');
  return raw.map((entry, i) => {
    const item = entry && typeof entry === 'object' && !Array.isArray(entry) ? entry : {};
    const priceId = str(item, 'price');
    if (!priceId) {
      const message = item.price_data
        ? 'The sandbox supports line items with `price` only, not `price_data`.'
        : 'Missing required param: line_items[0][price].';
      throw invalid(message, `line_items[${i}][price]`);
    }
    const price = ctx.core.store.prices.get(priceId);
    if (!price) throw notFound('price', priceId, `line_items[${i}][price]`);
    if (!price.active)
      throw invalid(
        `The price specified is inactive. This field only accepts active prices.`,
        `line_items[${i}][price]`,
      );
    const quantity = Number(str(item, 'quantity') ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1)
      throw invalid('Invalid integer', `line_items[${i}][quantity]`);
    return { id: newId('li'), object: 'item', price: priceId, quantity };
  });
}

function createSession(ctx: ApiContext): CheckoutSession {
  const { core, params } = ctx;
  const mode = str(params, 'mode');
  if (!mode) throw missingParam('mode');
  if (mode !== 'subscription')
    throw invalid(`The sandbox supports mode=subscription only (got '${mode}').`, 'mode');
  if (params.payment_method_types !== undefined && (ctx.stripeVersion ?? '') >= ENDIVE) {
    throw invalid(
      'Received unknown parameter: payment_method_types',
      'payment_method_types',
      'parameter_unknown',
    );
  }
  const customerId = str(params, 'customer') ?? null;
  const customerEmail = str(params, 'customer_email') ?? null;
  if (customerId && customerEmail) {
    throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer');
  }
  const customer = customerId ? core.store.customers.get(customerId) : undefined;
  if (customerId && (!customer || customer.deleted)) throw notFound('customer', customerId, 'customer');
  const lineItems = readLineItems(ctx);
  const prices = lineItems.map((li) => core.store.prices.get(li.price));
  if (!prices.some((p) => p?.type === 'recurring')) {
    throw invalid(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  }
  const amount = lineItems.reduce((sum, li, i) => sum + (prices[i]?.unit_amount ?? 0) * li.quantity, 0);
  const now = core.store.now();
  const id = newId('cs_test', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    allow_promotion_codes: str(params, 'allow_promotion_codes') === 'true' ? true : null,
    amount_subtotal: amount,
    amount_total: amount,
    billing_address_collection: str(params, 'billing_address_collection') ?? null,
    cancel_url: checkUrl(params, 'cancel_url'),
    client_reference_id: str(params, 'client_reference_id') || null,
    created: now,
    currency: prices[0]?.currency ?? 'usd',
    customer: customerId,
    customer_creation: null,
    customer_details: customer ? { email: customer.email, name: customer.name } : null,
    customer_email: customerEmail,
    expires_at: Number(str(params, 'expires_at') ?? now + 86_400),
    invoice: null,
    livemode: false,
    locale: str(params, 'locale') ?? null,
    metadata: metadataParam(params) ?? {},
    mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: checkUrl(params, 'success_url'),
    ui_mode: 'hosted_page',
    url: `${core.publicUrl}/checkout/${id}`,
  };
  core.store.sessions.set(id, session);
  const subscriptionData = obj(params, 'subscription_data') ?? {};
  core.store.sessionExtras.set(id, {
    lineItems,
    subscriptionMetadata: metadataParam(subscriptionData) ?? {},
  });
  return session;
}

function getSession({ core, path, params }: ApiContext): unknown {
  const session = core.store.sessions.get(path.id ?? '');
  if (!session) throw notFound('checkout.session', path.id ?? '');
  // `line_items` is includable: present only when asked for.
  if (!strings(params, 'expand').includes('line_items')) return session;
  return { ...structuredClone(session), line_items: lineItemsList(core, session.id, {}) };
}

function lineItemsList(core: SandboxCore, sessionId: string, params: FormObject): unknown {
  const extras = core.store.sessionExtras.get(sessionId);
  if (!extras) throw notFound('checkout.session', sessionId);
  const items = extras.lineItems.map((li) => {
    const price = core.store.prices.get(li.price);
    const amount = (price?.unit_amount ?? 0) * li.quantity;
    const product = price ? core.store.products.get(price.product) : undefined;
    return {
      ...li,
      amount_subtotal: amount,
      amount_total: amount,
      currency: price?.currency ?? 'usd',
      description: product?.name ?? null,
      price,
    };
  });
  // Line items keep the order they were given in, unlike newest-first lists.
  return paginate([...items].reverse(), params, `/v1/checkout/sessions/${sessionId}/line_items`);
}

function sessionLineItems({ core, path, params }: ApiContext): unknown {
  return lineItemsList(core, path.id ?? '', params);
}

function listSessions({ core, params }: ApiContext): unknown {
  const sessions = [...core.store.sessions.values()].filter((s) =>
    matches(s, params, ['customer', 'subscription', 'status']),
  );
  return paginate(sessions, params, '/v1/checkout/sessions');
}

function expireSession({ core, path, request }: ApiContext): CheckoutSession {
  const session = core.store.sessions.get(path.id ?? '');
  if (!session) throw notFound('checkout.session', path.id ?? '');
  if (session.status !== 'open')
    throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, 'session');
  Object.assign(session, { status: 'expired', url: null });
  core.publish(request, [{ type: 'checkout.session.expired', object: session }]);
  return session;
}

function createPortalSession({ core, params }: ApiContext): PortalSession {
  const customerId = str(params, 'customer');
  if (!customerId) throw missingParam('customer');
  const customer = core.store.customers.get(customerId);
  if (!customer || customer.deleted) throw notFound('customer', customerId, 'customer');
  const id = newId('bps');
  const session: PortalSession = {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_sandbox_default',
    created: core.store.now(),
    customer: customerId,
    flow: null,
    livemode: false,
    locale: str(params, 'locale') ?? null,
    on_behalf_of: null,
    return_url: checkUrl(params, 'return_url'),
    url: `${core.publicUrl}/portal/${id}`,
  };
  core.store.portalSessions.set(id, session);
  return session;
}

export const checkoutRoutes: Route[] = [
  route('POST', '/v1/checkout/sessions', createSession),
  route('GET', '/v1/checkout/sessions', listSessions),
  route('GET', '/v1/checkout/sessions/:id', getSession),
  route('GET', '/v1/checkout/sessions/:id/line_items', sessionLineItems),
  route('POST', '/v1/checkout/sessions/:id/expire', expireSession),
  route('POST', '/v1/billing_portal/sessions', createPortalSession),
];
