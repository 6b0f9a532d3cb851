import { invalid, notFound } from './errors.js';
import { bool, metadataParam, obj, str } from './form.js';
import { paginate } from './list.js';
import { route, type ApiContext, type Route } from './router.js';
import { cancelSubscription, updateSubscription } from './subscription-flow.js';
import type { Subscription } from './types.js';

function findSubscription({ core, path }: ApiContext): Subscription {
  const sub = core.store.subscriptions.get(path.id ?? '');
  if (!sub) throw notFound('subscription', path.id ?? '');
  return sub;
}

/** Stripe's default list leaves out canceled subscriptions; `status=all` brings them back. */
function listSubscriptions({ core, params }: ApiContext): unknown {
  const customer = str(params, 'customer');
  const status = str(params, 'status');
  const price = str(params, 'price');
  const clock = str(params, 'test_clock');
  const subs = [...core.store.subscriptions.values()].filter(
    (s) =>
      (customer === undefined || s.customer === customer) &&
      (clock === undefined || s.test_clock === clock) &&
      (price === undefined || s.items.data.some((item) => item.price.id === price)) &&
      (status === 'all' ||
        (status === undefined ? s.status !== 'canceled' : s.status === status) ||
        (status === 'ended' && (s.status === 'canceled' || s.status === 'incomplete_expired'))),
  );
  return paginate(subs, params, '/v1/subscriptions');
}

// Plan changes (items, prices, trials) are outside what the sandbox models.
const UNSUPPORTED = ['items', 'trial_end', 'billing_cycle_anchor', 'pause_collection', 'cancel_at'];

function update(ctx: ApiContext): Subscription {
  const sub = findSubscription(ctx);
  const { params } = ctx;
  const unsupported = UNSUPPORTED.find((key) => params[key] !== undefined);
  if (unsupported)
    throw invalid(`The Stripe sandbox does not support updating \`${unsupported}\`.`, unsupported);
  const details = obj(params, 'cancellation_details');
  const comment = details ? str(details, 'comment') : undefined;
  const cancelAtPeriodEnd = bool(params, 'cancel_at_period_end');
  const metadata = params.metadata === '' ? clearAll(sub) : metadataParam(params);
  return updateSubscription(
    ctx.core,
    sub,
    {
      ...(cancelAtPeriodEnd !== undefined ? { cancelAtPeriodEnd } : {}),
      ...(metadata ? { metadata } : {}),
      ...(comment !== undefined ? { cancellationComment: comment } : {}),
    },
    ctx.request,
  );
}

/** `metadata=` (empty) clears every key: expressed as deletions so the change shows in previous_attributes. */
function clearAll(sub: Subscription): Record<string, string> {
  return Object.fromEntries(Object.keys(sub.metadata).map((key) => [key, '']));
}

/** Cancel now; `cancellation_details[comment]` is kept, as Stripe does. */
function cancel(ctx: ApiContext): Subscription {
  const details = obj(ctx.params, 'cancellation_details');
  const comment = details ? str(details, 'comment') : undefined;
  return cancelSubscription(ctx.core, findSubscription(ctx), ctx.request, comment);
}

export const subscriptionRoutes: Route[] = [
  route('GET', '/v1/subscriptions', listSubscriptions),
  route('GET', '/v1/subscriptions/:id', findSubscription),
  route('POST', '/v1/subscriptions/:id', update),
  route('DELETE', '/v1/subscriptions/:id', cancel),
];
