import type { z } from 'zod';

/** The services behind the gateway; each route names the one that answers it. */
export type ServiceName = 'auth' | 'catalog' | 'library' | 'billing';

/**
 * Who may call a route, enforced by the gateway (docs/decisions/0002-access-rules.md).
 * - public: anyone; the caller's identity is still passed on when signed in.
 * - user: signed in.
 * - subscriber: signed in with an active subscription; admins bypass the subscription check.
 * - admin: signed in administrator.
 * - webhook: public, raw body kept for signature verification, no CSRF check.
 */
export type Access = 'public' | 'user' | 'subscriber' | 'admin' | 'webhook';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Rate-limit buckets the gateway applies per client address. */
export type RateLimitBucket = 'default' | 'credentials' | 'search';

export interface RouteContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: HttpMethod;
  /** Express-style path, e.g. `/api/notes/:id`. The service serves the same path. */
  path: string;
  service: ServiceName;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Status of a success answer; 200 unless stated. */
  successStatus?: number;
  rateLimit?: RateLimitBucket;
  /**
   * Largest request body the gateway reads for this route, in bytes; `DefaultBodyLimitBytes` when
   * unset. Only routes with a `body` schema (and the webhook) read a body at all.
   */
  bodyLimitBytes?: number;
  summary: string;
  description?: string;
  tag: string;
}

/**
 * A route's address without its schemas (`@stillframe/contracts/route-refs`, generated at build): for
 * the web's first page, which must not load zod. `contract` is never set; it carries the route's type.
 */
export interface RouteRef<R extends RouteContract = RouteContract> {
  method: HttpMethod;
  path: string;
  readonly contract?: R;
}

/** The body limit of a route that declares none: enough for every small form of the API. */
export const DefaultBodyLimitBytes = 32 * 1024;

/**
 * How many body bytes the gateway reads for a route: none without a body, the route's own limit for
 * signed-in callers, and never more than the default for anonymous callers of a public route.
 */
export function bodyLimitOf(route: RouteContract, signedIn: boolean): number {
  if (!route.body && route.access !== 'webhook') return 0;
  const limit = route.bodyLimitBytes ?? DefaultBodyLimitBytes;
  return route.access === 'public' && !signedIn ? Math.min(limit, DefaultBodyLimitBytes) : limit;
}

export function defineRoute<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(route: RouteContract<P, Q, B, R>): RouteContract<P, Q, B, R> {
  return route;
}

type Parts<P, Q, B, R> = { params: P; query: Q; body: B; response: R };
type SchemaOf<T, K extends keyof Parts<unknown, unknown, unknown, unknown>> =
  T extends RouteContract<infer P, infer Q, infer B, infer R> ? Parts<P, Q, B, R>[K] : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a client sends for a route (before the schema's defaults and coercions). */
export type RouteParams<T> = Input<SchemaOf<T, 'params'>>;
export type RouteQuery<T> = Input<SchemaOf<T, 'query'>>;
export type RouteBody<T> = Input<SchemaOf<T, 'body'>>;
/** What the route answers, as the client reads it after parsing. */
export type RouteResponse<T> = Output<SchemaOf<T, 'response'>>;

/**
 * What a handler receives once the route's schema has parsed the part (defaults applied, strings
 * coerced): the type of `@ValidParams(route)` / `@ValidQuery(route)` / `@ValidBody(route)` arguments,
 * so that a contract change fails typecheck wherever a handler or service disagrees.
 */
export type HandlerParams<T> = Output<SchemaOf<T, 'params'>>;
export type HandlerQuery<T> = Output<SchemaOf<T, 'query'>>;
export type HandlerBody<T> = Output<SchemaOf<T, 'body'>>;

/** Fills `:name` segments of a route path, encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
