import type { z } from 'zod';
import type {
  ErrorBody,
  RouteBody,
  RouteContract,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@stillframe/contracts';
import { buildPath, type RouteRef } from '@stillframe/contracts/plain';
import { env } from '@/config/env';

type AnyRoute = RouteContract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
/**
 * A route of the contracts, or its ref (`routeRefs` of `@stillframe/contracts/plain`): code of the
 * first page calls refs, so it loads no zod; their answers are still checked against the route's schema,
 * loaded beside the request (docs/decisions/0019-light-first-page.md).
 */
type CallableRoute = AnyRoute | RouteRef<AnyRoute>;
type ContractOf<R> = R extends AnyRoute ? R : R extends RouteRef<infer C> ? C : never;

export interface ApiCallOptions<R> {
  params?: RouteParams<ContractOf<R>>;
  query?: RouteQuery<ContractOf<R>>;
  body?: RouteBody<ContractOf<R>>;
  signal?: AbortSignal;
  /** Lets the call finish after the page is gone (a save on leaving). */
  keepalive?: boolean;
}

// The contracts' schemas (with zod) as one lazily loaded chunk: already there on every screen that
// imports the contracts itself, fetched in parallel with the first call of the home page.
const loadContracts = () => import('@stillframe/contracts');

async function contractOf(route: CallableRoute): Promise<AnyRoute> {
  if ('response' in route) return route;
  const { allRoutes } = await loadContracts();
  const contract = allRoutes.find(({ method, path }) => method === route.method && path === route.path);
  if (!contract) throw new Error(`No route ${route.method} ${route.path} in the contracts`);
  return contract;
}

/** A non-OK answer. `message` is '{status}: {body}' (docs/product.md); the parsed error body, when there is one, is kept. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorBody['code'] | undefined;
  readonly serverMessage: string | undefined;
  readonly details: ErrorBody['details'];
  readonly bodyText: string;

  /** `body` is the text parsed as the contracts' error body, when it is one (see `readApiError`). */
  constructor(status: number, bodyText: string, body?: ErrorBody) {
    super(`${status}: ${bodyText}`);
    this.status = status;
    this.bodyText = bodyText;
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.details = body?.details;
  }
}

/** A success answer that does not match the contract: a server bug, never retried. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    routeId: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Unexpected response from ${routeId}`);
  }
}

/** The ApiError of a non-OK answer, with its body parsed by the contracts' error schema. */
async function readApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const { ErrorBodySchema } = await loadContracts();
  let body: ErrorBody | undefined;
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (e.g. a proxy's HTML page): the text alone is kept.
  }
  return new ApiError(response.status, text, body);
}

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toPathParams(params: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (params && typeof params === 'object') {
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) result[key] = String(value);
  }
  return result;
}

/** The URL a route resolves to, e.g. for links or for tests. */
export function routeUrl<R extends CallableRoute>(
  route: R,
  options: Pick<ApiCallOptions<R>, 'params' | 'query'> = {},
): string {
  return `${env.VITE_API_URL}${buildPath(route.path, toPathParams(options.params))}${toQueryString(options.query)}`;
}

async function send<R extends CallableRoute>(route: R, options: ApiCallOptions<R>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(routeUrl(route, options), {
    method: route.method,
    headers,
    credentials: 'include',
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  if (!response.ok) throw await readApiError(response);
  return response;
}

async function parse<R extends CallableRoute>(
  contract: Promise<AnyRoute>,
  response: Response,
): Promise<RouteResponse<ContractOf<R>>> {
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  const route = await contract;
  const result = route.response.safeParse(json);
  if (!result.success) throw new ContractError(route.id, result.error.issues);
  return result.data as RouteResponse<ContractOf<R>>;
}

/** The route's schemas are asked for before the request leaves, so both travel at once. */
function withContract(route: CallableRoute): Promise<AnyRoute> {
  const contract = contractOf(route);
  // A failed load is reported by `parse`; until then it must not count as unhandled.
  contract.catch(() => undefined);
  return contract;
}

/** Calls one route of the contracts: path from `params`, query string, JSON body, cookies; the answer is parsed with `route.response`. */
export async function apiCall<R extends CallableRoute>(
  route: R,
  options: ApiCallOptions<R> = {},
): Promise<RouteResponse<ContractOf<R>>> {
  const contract = withContract(route);
  return parse<R>(contract, await send(route, options));
}

/** Like `apiCall`, for routes that may answer 204 No Content: then `null`. */
export async function apiCallOptional<R extends CallableRoute>(
  route: R,
  options: ApiCallOptions<R> = {},
): Promise<RouteResponse<ContractOf<R>> | null> {
  const contract = withContract(route);
  const response = await send(route, options);
  if (response.status === 204) return null;
  return parse<R>(contract, response);
}

export function isApiError(error: unknown, code?: ErrorBody['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The server's own message for the user (first field detail when validation failed), else the fallback. */
export function getServerMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.details?.[0]?.message ?? error.serverMessage ?? fallback;
}

/** The video platform's daily quota is spent (by code, or a message that mentions it). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'quota_exceeded' || /quota/i.test(error.serverMessage ?? error.bodyText);
}

/** Only network errors and 5xx are retried: a 4xx will not change on retry, nor will a response that breaks the contract. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ContractError) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return true;
}
