import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'fail' | 'hang';

export interface StripeProxy {
  url: string;
  /** pass: forward to the sandbox; fail: answer 500 like a Stripe outage; hang: never answer. */
  mode: ProxyMode;
  /** Requests seen, e.g. `GET /v1/subscriptions/sub_...`. */
  readonly requests: string[];
  /** Resolves when the next request arrives (for "the worker is now inside its Stripe call"). */
  nextRequest(): Promise<string>;
  close(): Promise<void>;
}

/** Stands between the billing service and the Stripe sandbox, to make Stripe slow, failing or unreachable. */
export async function startStripeProxy(target: string): Promise<StripeProxy> {
  const requests: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  const held = new Set<ServerResponse>();
  const proxy: StripeProxy = {
    url: '',
    mode: 'pass',
    requests,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const line = `${req.method} ${req.url?.split('?')[0]}`;
    requests.push(line);
    for (const resolve of waiting.splice(0)) resolve(line);
    if (proxy.mode === 'pass') return forward(req, res);
    if (proxy.mode === 'hang') {
      held.add(res);
      return;
    }
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day (test proxy)' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
