import type { z } from 'zod';
import {
  buildPath,
  ErrorBodySchema,
  type ErrorBody,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@stillframe/contracts';
import { env } from '@/config/env';

type AnyRoute = RouteContract<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
export interface ApiCallOptions<R> {
  params?: RouteParams<R>;
  query?: RouteQuery<R>;
  body?: RouteBody<R>;
  signal?: AbortSignal;
  /** Lets the call finish after the page is gone (a save on leaving). */
  keepalive?: boolean;
}

/** A non-OK answer. `message` is '{status}: {body}' (docs/product.md); the parsed error body, when there is one, is kept. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorBody['code'] | undefined;
  readonly serverMessage: string | undefined;
  readonly details: ErrorBody['details'];
  readonly bodyText: string;

  constructor(status: number, bodyText: string) {
    super(`${status}: ${bodyText}`);
    this.status = status;
    this.bodyText = bodyText;
    const body = parseErrorBody(bodyText);
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

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
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
export function routeUrl<R extends AnyRoute>(
  route: R,
  options: Pick<ApiCallOptions<R>, 'params' | 'query'> = {},
): string {
  return `${env.VITE_API_URL}${buildPath(route.path, toPathParams(options.params))}${toQueryString(options.query)}`;
}

async function send<R extends AnyRoute>(route: R, options: ApiCallOptions<R>): Promise<Response> {
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
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''));
  return response;
}

async function parse<R extends AnyRoute>(route: R, response: Response): Promise<RouteResponse<R>> {
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  const result = route.response.safeParse(json);
  if (!result.success) throw new ContractError(route.id, result.error.issues);
  return result.data as RouteResponse<R>;
}

/** Calls one route of the contracts: path from `params`, query string, JSON body, cookies; the answer is parsed with `route.response`. */
export async function apiCall<R extends AnyRoute>(
  route: R,
  options: ApiCallOptions<R> = {},
): Promise<RouteResponse<R>> {
  return parse(route, await send(route, options));
}

/** Like `apiCall`, for routes that may answer 204 No Content: then `null`. */
export async function apiCallOptional<R extends AnyRoute>(
  route: R,
  options: ApiCallOptions<R> = {},
): Promise<RouteResponse<R> | null> {
  const response = await send(route, options);
  if (response.status === 204) return null;
  return parse(route, response);
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
