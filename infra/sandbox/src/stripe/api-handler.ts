// The /v1 API: auth, parameters, idempotency, routing, expansion and Stripe's
// response headers.
import type { IncomingHttpHeaders } from 'node:http';
import { catalogRoutes } from './catalog-routes.js';
import { checkoutRoutes } from './checkout-routes.js';
import { clockRoutes } from './clock-routes.js';
import type { SandboxCore } from './core.js';
import { customerRoutes } from './customer-routes.js';
import { disputeRoutes } from './dispute-routes.js';
import { StripeApiError, unauthorized } from './errors.js';
import { WEBHOOK_API_VERSION } from './events.js';
import { parseForm, strings } from './form.js';
import type { IdempotencyCache } from './idempotency.js';
import { newId } from './ids.js';
import { invoiceRoutes } from './invoice-routes.js';
import { expand } from './list.js';
import { paymentRoutes } from './payment-routes.js';
import { matchRoute } from './router.js';
import { subscriptionRoutes } from './subscription-routes.js';

const ROUTES = [
  ...catalogRoutes,
  ...customerRoutes,
  ...checkoutRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...disputeRoutes,
  ...clockRoutes,
];

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ApiRequest {
  method: string;
  pathname: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Bearer (what stripe-node sends) or Basic with the key as user name (curl -u sk_test_...:). */
function apiKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const auth = headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(auth);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(auth);
  if (basic)
    return (
      Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')[0] || undefined
    );
  return undefined;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export class ApiHandler {
  constructor(
    private readonly core: SandboxCore,
    private readonly idempotency: IdempotencyCache,
    private readonly apiKey: string | undefined,
  ) {}

  handle(req: ApiRequest): ApiResponse {
    const requestId = newId('req', 14);
    const stripeVersion = header(req.headers, 'stripe-version');
    const idempotencyKey = header(req.headers, 'idempotency-key');
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': requestId,
      'Stripe-Version': stripeVersion ?? WEBHOOK_API_VERSION,
      'Cache-Control': 'no-cache, no-store',
    };
    const reply = (status: number, payload: unknown): ApiResponse => ({
      status,
      headers,
      body: JSON.stringify(payload, null, 2),
    });
    const key = apiKeyOf(req.headers);
    if (!this.isValidKey(key)) return reply(401, unauthorized(key).toJSON());

    const keyed = Boolean(idempotencyKey) && (req.method === 'POST' || req.method === 'DELETE');
    const paramText = [req.query, req.body].filter(Boolean).join('&');
    if (keyed && idempotencyKey) {
      headers['Idempotency-Key'] = idempotencyKey;
      try {
        const saved = this.idempotency.lookup(idempotencyKey, req.method, req.pathname, paramText);
        if (saved) {
          headers['Idempotent-Replayed'] = 'true';
          return { status: saved.status, headers, body: saved.body };
        }
      } catch (err) {
        if (err instanceof StripeApiError) return reply(err.status, err.toJSON());
        throw err;
      }
    }
    const response = this.execute(req, reply, {
      requestId,
      idempotencyKey: idempotencyKey ?? null,
      stripeVersion,
      paramText,
    });
    if (keyed && idempotencyKey) {
      this.idempotency.save(idempotencyKey, req.method, req.pathname, paramText, {
        status: response.status,
        body: response.body,
      });
    }
    return response;
  }

  private isValidKey(key: string | undefined): boolean {
    if (!key) return false;
    if (this.apiKey) return key === this.apiKey;
    return /^(sk|rk)_test_\S+$/.test(key);
  }

  private execute(
    req: ApiRequest,
    reply: (status: number, payload: unknown) => ApiResponse,
    info: {
      requestId: string;
      idempotencyKey: string | null;
      stripeVersion: string | undefined;
      paramText: string;
    },
  ): ApiResponse {
    const match = matchRoute(ROUTES, req.method, req.pathname);
    if (!match) {
      return reply(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${req.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        },
      });
    }
    try {
      const params = parseForm(info.paramText);
      const result = match.handler({
        core: this.core,
        params,
        path: match.path,
        request: { id: info.requestId, idempotencyKey: info.idempotencyKey },
        stripeVersion: info.stripeVersion,
      });
      // Copy before expanding so stored objects keep ids, not embedded objects.
      const copy = structuredClone(result);
      return reply(200, expand(copy, strings(params, 'expand'), this.core.store));
    } catch (err) {
      if (err instanceof StripeApiError) return reply(err.status, err.toJSON());
      const message = err instanceof Error ? err.message : String(err);
      return reply(500, { error: { type: 'api_error', message: `Stripe sandbox error: ${message}` } });
    }
  }
}
