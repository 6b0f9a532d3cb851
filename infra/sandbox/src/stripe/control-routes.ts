// The control hooks over HTTP, for tests in other processes (Playwright, the
// launcher). POST with a JSON body; reads also answer GET. Names are accepted
// kebab-case or camelCase (`duplicate-next` = `duplicateNext`).
//
//   GET|POST /__control/events                                  -> StripeEvent[]
//   GET|POST /__control/deliveries                              -> DeliveryRecord[]
//   POST     /__control/duplicate-next   {"count": 2}
//   POST     /__control/reverse-order    {"on": true}
//   POST     /__control/redeliver        {"eventId": "evt_..."}
//   POST     /__control/pause            {"on": true}
//   POST     /__control/advance-clock    {"seconds": 2678400}     -> {"periodsEnded": n}
//            (the sandbox's time and every customer's clock move together)
//   POST     /__control/end-period       {"subscriptionId": "sub_..."} -> Subscription
//   POST     /__control/pay              {"sessionId": "cs_test_...", "cardNumber": "4242...", "email"?, "expiry"?, "cvc"?,
//                                         "authentication"?: "complete"|"fail" (cards that ask for it; default complete)}
//                                                                -> {ok, session, redirectUrl} | {ok:false, error} (402/400)
//   POST     /__control/webhook-url      {"url": "http://..."}    (null/absent: stop delivering)
//   POST     /__control/idle             {"timeoutMs"?: 30000}    -> once deliveries have settled
//   POST     /__control/reset            (also clears clocks, cards, disputes and the retry schedule)
//
// Money going wrong. A customer is named by {"customer": "cus_..."} or {"email": "..."} (the newest
// customer with that email, one with a subscription first). Each bad field is a 400 whose
// error.param names it; an unknown id is a 404 naming it.
//   POST     /__control/advance-customer-clock  {customer|email, "days": 3 | "seconds": 3600 | "to": <unix>}
//                                  -> {clock, eventTypes: [...], events: [{id, type, created}]}
//            plays in time order what falls due on that customer's clock (renewals, retries, the final
//            cancel/unpaid, scheduled cancellations); events carry `created` = the clock time of each
//   POST     /__control/set-card         {customer|email, "cardNumber": "4000000000009995"}
//                                  -> {customer, paymentMethod}   (no check: the card later renewals charge)
//   POST     /__control/refund           {"charge": "ch_..."} | {customer|email} (newest succeeded charge),
//                                         "amount"?: cents, "reason"?  -> {refund, charge}
//   POST     /__control/open-dispute     {"charge": "ch_..."} | {customer|email}, "reason"?: "fraudulent"
//                                  -> Dispute (status needs_response)
//   POST     /__control/close-dispute    {"dispute": "dp_...", "outcome": "won"|"lost"}  -> Dispute
//   POST     /__control/retry-schedule   {"days"?: [3, 5, 7], "then"?: "cancel"|"unpaid"}  -> the schedule
import type { PayInput } from './checkout-flow.js';
import { badField } from './control-input.js';
import type { StripeSandboxControl } from './control.js';
import { StripeApiError } from './errors.js';

export interface ControlResponse {
  status: number;
  body: unknown;
}

type Body = Record<string, unknown>;

const READS = new Set(['events', 'deliveries']);

function num(body: Body, key: string): number {
  const value = Number(body[key]);
  if (!Number.isFinite(value))
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: `"${key}" must be a number`,
      param: key,
    });
  return value;
}

function text(body: Body, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || !value)
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: `"${key}" is required`,
      param: key,
    });
  return value;
}

const OK = { ok: true };

function payDetails(body: Body): Omit<PayInput, 'number'> {
  const { authentication } = body;
  if (authentication !== undefined && authentication !== 'complete' && authentication !== 'fail') {
    throw badField('authentication', 'must be "complete" or "fail"');
  }
  return {
    ...(authentication !== undefined ? { authentication } : {}),
    ...(typeof body.email === 'string' ? { email: body.email } : {}),
    ...(typeof body.expiry === 'string' ? { expiry: body.expiry } : {}),
    ...(typeof body.cvc === 'string' ? { cvc: body.cvc } : {}),
  };
}

async function run(control: StripeSandboxControl, name: string, body: Body): Promise<ControlResponse> {
  switch (name) {
    case 'events':
      return { status: 200, body: control.events() };
    case 'deliveries':
      return { status: 200, body: control.deliveries() };
    case 'duplicatenext':
      control.duplicateNext(body.count === undefined ? 1 : num(body, 'count'));
      return { status: 200, body: OK };
    case 'reverseorder':
      control.reverseOrder(body.on !== false);
      return { status: 200, body: OK };
    case 'redeliver':
      control.redeliver(text(body, 'eventId'));
      return { status: 200, body: OK };
    case 'pause':
      control.pause(body.on !== false);
      return { status: 200, body: OK };
    case 'advanceclock':
      return { status: 200, body: { periodsEnded: control.advanceClock(num(body, 'seconds')) } };
    case 'endperiod':
    case 'setsubscriptionperiodended':
      return { status: 200, body: control.setSubscriptionPeriodEnded(text(body, 'subscriptionId')) };
    case 'pay': {
      const cardNumber = typeof body.cardNumber === 'string' ? body.cardNumber : undefined;
      const outcome = control.pay(text(body, 'sessionId'), cardNumber, payDetails(body));
      return { status: outcome.ok ? 200 : outcome.status, body: outcome };
    }
    case 'webhookurl':
    case 'setwebhookurl':
      control.setWebhookUrl(typeof body.url === 'string' && body.url ? body.url : undefined);
      return { status: 200, body: OK };
    case 'idle':
      await control.idle(body.timeoutMs === undefined ? undefined : num(body, 'timeoutMs'));
      return { status: 200, body: OK };
    case 'reset':
      control.reset();
      return { status: 200, body: OK };
    case 'advancecustomerclock':
      return { status: 200, body: control.advanceCustomerClock(body) };
    case 'setcard':
      return { status: 200, body: control.setCard(body as { cardNumber: string }) };
    case 'refund':
      return { status: 200, body: control.refund(body) };
    case 'opendispute':
      return { status: 200, body: control.openDispute(body) };
    case 'closedispute':
      return { status: 200, body: control.closeDispute(body as { dispute: string; outcome: 'won' }) };
    case 'retryschedule':
    case 'setretryschedule':
      return { status: 200, body: control.setRetrySchedule(body) };
    default:
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `Unknown control hook: ${name}` } },
      };
  }
}

/** Undefined when the path is not under /__control/. */
export async function handleControl(
  control: StripeSandboxControl,
  method: string,
  pathname: string,
  rawBody: string,
): Promise<ControlResponse | undefined> {
  const m = /^\/__control\/([\w-]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  const name = (m[1] ?? '').replace(/-/g, '').toLowerCase();
  if (method !== 'POST' && !(method === 'GET' && READS.has(name))) {
    return {
      status: 405,
      body: { error: { type: 'invalid_request_error', message: 'Use POST with a JSON body.' } },
    };
  }
  let body: Body = {};
  try {
    const parsed: unknown = rawBody ? JSON.parse(rawBody) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
    else if (rawBody) throw new SyntaxError('not an object');
  } catch {
    return {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Body must be a JSON object.' } },
    };
  }
  try {
    return await run(control, name, body);
  } catch (err) {
    if (err instanceof StripeApiError) return { status: err.status, body: err.toJSON() };
    throw err;
  }
}
