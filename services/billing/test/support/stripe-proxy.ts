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
  /**
   * The next request (the next one whose line matches `matching`, when given) is forwarded at once, but
   * its answer is kept until `release()`: a Stripe read that saw the state of that moment and is slow to
   * come back. `answered` resolves once Stripe has answered.
   */
  holdNextAnswer(matching?: RegExp): HeldAnswer;
  close(): Promise<void>;
}

export interface HeldAnswer {
  answered: Promise<void>;
  release(): void;
}

/** Stands between the billing service and the Stripe sandbox, to make Stripe slow, failing or unreachable. */
export async function startStripeProxy(target: string): Promise<StripeProxy> {
  const requests: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  const held = new Set<ServerResponse>();
  let holdNext: { answered: () => void; released: Promise<void>; matching?: RegExp } | null = null;
  const proxy: StripeProxy = {
    url: '',
    mode: 'pass',
    requests,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    holdNextAnswer: (matching) => {
      let answered = () => {};
      let release = () => {};
      const answeredPromise = new Promise<void>((resolve) => (answered = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holdNext = { answered, released, ...(matching ? { matching } : {}) };
      return { answered: answeredPromise, release };
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const forward = (req: IncomingMessage, res: ServerResponse, line: string) => {
    const hold = holdNext && (!holdNext.matching || holdNext.matching.test(line)) ? holdNext : null;
    if (hold) holdNext = null;
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers, agent: false },
      (answer) => {
        if (!hold) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          hold.answered();
          void hold.released.then(() => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(chunks));
          });
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const line = `${req.method} ${req.url?.split('?')[0]}`;
    requests.push(line);
    for (const resolve of waiting.splice(0)) resolve(line);
    if (proxy.mode === 'pass') return forward(req, res, line);
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
