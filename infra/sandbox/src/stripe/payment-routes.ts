// Payment intents, charges, saved cards, refunds and events: mostly read-only
// views of what checkout and renewals created.
import { notFound } from './errors.js';
import { metadataParam, str, strings } from './form.js';
import { matches, paginate } from './list.js';
import { createRefund } from './refund-flow.js';
import { route, type ApiContext, type Route } from './router.js';
import type { StripeStore } from './store.js';

type TableName = 'paymentIntents' | 'charges' | 'paymentMethods' | 'refunds' | 'events';

function retrieve(table: TableName, kind: string) {
  return ({ core, path }: ApiContext): unknown => {
    const found = (core.store[table] as Map<string, unknown>).get(path.id ?? '');
    if (!found) throw notFound(kind, path.id ?? '');
    return found;
  };
}

function listOf(
  table: TableName,
  url: string,
  filter: (item: Record<string, unknown>, ctx: ApiContext) => boolean,
) {
  return (ctx: ApiContext): unknown => {
    const items = [...(ctx.core.store[table] as StripeStore[TableName]).values()] as unknown as Record<
      string,
      unknown
    >[];
    return paginate(items.filter((item) => filter(item, ctx)) as { id: string }[], ctx.params, url);
  };
}

/** `type` accepts Stripe's wildcard form (`customer.subscription.*`). */
function eventTypeMatches(type: string, params: ApiContext['params']): boolean {
  const wanted = [
    ...strings(params, 'types'),
    ...(str(params, 'type') ? [str(params, 'type') as string] : []),
  ];
  if (wanted.length === 0) return true;
  return wanted.some((w) => (w.endsWith('.*') ? type.startsWith(w.slice(0, -1)) : type === w));
}

export const paymentRoutes: Route[] = [
  route(
    'GET',
    '/v1/payment_intents',
    listOf('paymentIntents', '/v1/payment_intents', (item, { params }) =>
      matches(item, params, ['customer']),
    ),
  ),
  route('GET', '/v1/payment_intents/:id', retrieve('paymentIntents', 'payment_intent')),
  route(
    'GET',
    '/v1/charges',
    listOf('charges', '/v1/charges', (item, { params }) =>
      matches(item, params, ['customer', 'payment_intent']),
    ),
  ),
  route('GET', '/v1/charges/:id', retrieve('charges', 'charge')),
  route(
    'GET',
    '/v1/payment_methods',
    listOf('paymentMethods', '/v1/payment_methods', (item, { params }) =>
      matches(item, params, ['customer', 'type']),
    ),
  ),
  route('GET', '/v1/payment_methods/:id', retrieve('paymentMethods', 'payment_method')),
  route(
    'GET',
    '/v1/refunds',
    listOf('refunds', '/v1/refunds', (item, { params }) =>
      matches(item, params, ['charge', 'payment_intent']),
    ),
  ),
  route('GET', '/v1/refunds/:id', retrieve('refunds', 'refund')),
  route('POST', '/v1/refunds', ({ core, params, request }) =>
    createRefund(
      core,
      {
        ...(str(params, 'charge') ? { charge: str(params, 'charge') } : {}),
        ...(str(params, 'payment_intent') ? { paymentIntent: str(params, 'payment_intent') } : {}),
        ...(str(params, 'amount') ? { amount: str(params, 'amount') } : {}),
        ...(str(params, 'reason') ? { reason: str(params, 'reason') } : {}),
        metadata: metadataParam(params) ?? {},
      },
      request,
    ),
  ),
  route(
    'GET',
    '/v1/events',
    listOf('events', '/v1/events', (item, { params }) => eventTypeMatches(String(item.type), params)),
  ),
  route('GET', '/v1/events/:id', retrieve('events', 'event')),
];
