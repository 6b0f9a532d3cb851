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

/**
 * Whose answer a GET route gives, when it is the same for more than one caller: `everyone` (the path
 * and query decide the answer), `searchDefaults` (the path, query and the caller's search defaults
 * decide it). Only a route declared so may be copied by the gateway or answered by a lane; an
 * undeclared route's answer is the caller's own, whatever its service says
 * (docs/decisions/0025-gateway-answer-copies.md).
 */
export type Shareable = 'everyone' | 'searchDefaults';

/**
 * The services whose answers never depend on who asks beyond the search defaults: auth, library and
 * billing answer about the caller's own account, so none of their routes can be declared shareable.
 */
export const ServicesAnsweringAlike: readonly ServiceName[] = ['catalog'];
/** Access rules under which a route may be shareable: a copy is only used after the rule passed. */
export const ShareableAccess: readonly Access[] = ['public', 'subscriber'];

/**
 * A valid call of a route as a client sends it (path and query values as the strings of a URL): what
 * tests and tables call each route with. Checked against the route's schemas by the contracts' tests.
 */
export interface RouteExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

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
  /** Set only on a GET whose answer is the same for other callers; see `Shareable`. */
  shareable?: Shareable;
  /**
   * A valid call: path params and the query's required fields (as sent, strings) and, for a route
   * with a body, a body its schema accepts. Required where the schema requires something.
   */
  example?: RouteExample;
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
  if (route.shareable) assertMayBeShared(route);
  return route;
}

/**
 * Refuses, when the contracts load, a shareable declaration on a route whose answer can depend on the
 * caller: only GETs of a service answering alike, under `public` or `subscriber`.
 */
export function assertMayBeShared(route: RouteContract): void {
  if (
    route.method !== 'GET' ||
    !ServicesAnsweringAlike.includes(route.service) ||
    !ShareableAccess.includes(route.access)
  )
    throw new Error(
      `Route ${route.id} cannot be shareable: only a GET of ${ServicesAnsweringAlike.join(', ')} ` +
        `under ${ShareableAccess.join(' or ')} access answers alike`,
    );
}

/** The routes whose answers may be shared, as declared. */
export const shareableRoutes = (routes: readonly RouteContract[]): RouteContract[] =>
  routes.filter((route) => route.shareable !== undefined);

/** A route's example call: the path filled from its example params, its example query and body. */
export function exampleCall(route: RouteContract): {
  path: string;
  query: Record<string, string>;
  body: unknown;
} {
  const example = route.example ?? {};
  return {
    path: buildPath(route.path, example.params),
    query: example.query ?? {},
    body: example.body,
  };
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
