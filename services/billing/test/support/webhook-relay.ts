import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InternalHeader } from '@stillframe/contracts';
import { testIdentity } from '@stillframe/server-kit/testing';

export interface WebhookRelay {
  url: string;
  /** The billing service's base URL, set once it listens. */
  target: string;
  close(): Promise<void>;
}

/**
 * Plays the gateway for Stripe's deliveries: forwards the exact bytes and the Stripe-Signature header
 * to the billing service with a signed anonymous identity, and passes the status back.
 */
export async function startWebhookRelay(): Promise<WebhookRelay> {
  const relay: WebhookRelay = {
    url: '',
    target: '',
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = createServer((req, res) => {
    const headers: Record<string, string> = {
      [InternalHeader.identity]: testIdentity({ rid: 'stripe-delivery' }),
    };
    for (const name of ['content-type', 'stripe-signature', 'content-length']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = request(
      new URL(req.url ?? '/', relay.target),
      { method: req.method, headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          'content-type': answer.headers['content-type'] ?? 'application/json',
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return relay;
}
