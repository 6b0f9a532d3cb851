// /v1/disputes: read them, list by charge or payment intent, and close (accept the loss).
import { closeDispute } from './dispute-flow.js';
import { notFound } from './errors.js';
import { matches, paginate } from './list.js';
import { route, type ApiContext, type Route } from './router.js';
import type { Dispute } from './types.js';

function findDispute({ core, path }: ApiContext): Dispute {
  const dispute = core.store.disputes.get(path.id ?? '');
  if (!dispute) throw notFound('dispute', path.id ?? '');
  return dispute;
}

function list({ core, params }: ApiContext): unknown {
  const disputes = [...core.store.disputes.values()].filter((d) =>
    matches(d, params, ['charge', 'payment_intent']),
  );
  return paginate(disputes, params, '/v1/disputes');
}

/** Closing through the API is the merchant accepting the dispute: Stripe marks it lost. */
function close(ctx: ApiContext): Dispute {
  return closeDispute(ctx.core, findDispute(ctx), 'lost', ctx.request);
}

export const disputeRoutes: Route[] = [
  route('GET', '/v1/disputes', list),
  route('GET', '/v1/disputes/:id', findDispute),
  route('POST', '/v1/disputes/:id/close', close),
];
