import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InternalHeader, type IdentityClaims, type SubscriptionStatus } from '@stillframe/contracts';
import { verifyIdentity } from '@stillframe/server-kit';
import { TEST_IDENTITY_SECRET } from '@stillframe/server-kit/testing';

/** An entitlement as billing answers it: Pro on, nothing wrong with the money, unless overridden. */
export const entitlementOf = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  hasActiveSubscription: true,
  subscriptionEndsAt: null,
  status: 'active',
  cancelAtPeriodEnd: false,
  billingIssue: null,
  accessEndedBecause: null,
  ...overrides,
});

/** Billing's answer for a user who never subscribed. */
export const noSubscription = entitlementOf({ hasActiveSubscription: false, status: null });

export interface ReceivedCall {
  method: string;
  url: string;
  claims: IdentityClaims | null;
  body: string;
}

/**
 * A stand-in for a service behind the gateway: it checks the identity token exactly as the real
 * services do, records what arrived and answers 200. The billing stand-in also answers entitlements.
 */
export async function startStandIn(entitlements = new Map<string, SubscriptionStatus>()) {
  const calls: ReceivedCall[] = [];
  let ready = true;
  let reachable = true;
  const server: Server = createServer((req, res) => {
    // A service that is not running: the connection drops without an answer.
    if (!reachable) return void req.socket.destroy();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/health/ready')
        return json(ready ? 200 : 503, {
          status: ready ? 'ok' : 'down',
          checks: { postgres: 'up', redis: 'up' },
        });
      const claims = verifyIdentity(
        req.headers[InternalHeader.identity] as string | undefined,
        TEST_IDENTITY_SECRET,
      );
      if (!claims)
        return json(401, {
          statusCode: 401,
          code: 'unauthorized',
          message: 'Missing or invalid identity token',
        });
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        claims,
        body: Buffer.concat(chunks).toString(),
      });
      const entitlement = /^\/internal\/entitlements\/(.+)$/.exec(req.url ?? '');
      if (entitlement) {
        return json(200, entitlements.get(decodeURIComponent(entitlement[1] ?? '')) ?? noSubscription);
      }
      json(200, { ok: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    entitlements,
    setReady: (value: boolean) => {
      ready = value;
    },
    setReachable: (value: boolean) => {
      reachable = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StandIn = Awaited<ReturnType<typeof startStandIn>>;
