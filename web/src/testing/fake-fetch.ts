import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
}

type Handler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/**
 * A stand-in for the network at the `fetch` boundary. Routes are keyed 'METHOD /path' (no query string);
 * a handler is a reply or a function of the request. Unknown routes answer 404 with the API's error body.
 */
export function createFakeFetch(routes: Record<string, Handler> = {}) {
  const handlers = new Map<string, Handler>(Object.entries(routes));
  const calls: FakeRequest[] = [];

  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const reply: FakeReply =
      handler === undefined
        ? {
            status: 404,
            body: { statusCode: 404, code: 'not_found', message: `No fake for ${method} ${url.pathname}` },
          }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    fetch: fetchImpl,
    calls,
    on(key: string, handler: Handler) {
      handlers.set(key, handler);
    },
    callsTo(key: string) {
      const [method, path] = key.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
    install() {
      vi.stubGlobal('fetch', fetchImpl);
      return this;
    },
  };
}

export type FakeFetch = ReturnType<typeof createFakeFetch>;

export const errorReply = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { statusCode: status, code, message },
});
