import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { BroadcastEvent, type SubscriptionStatus } from '@stillframe/contracts';
import { Broadcaster } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';
import { entitlementOf } from './stand-in-service.js';

/**
 * Billing's internal entitlement route, answering what the test says, and holding an answer on its way
 * for as long as the test wants: a checkout or a refund lands while the gateway's fetch is in flight.
 */
async function startBilling() {
  const statuses = new Map<string, SubscriptionStatus>();
  let holding: { arrived: () => void; release: Promise<void> } | null = null;
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const userId = /^\/internal\/entitlements\/(.+)$/.exec(req.url ?? '')?.[1];
    if (!userId) return answer(res, 200, { status: 'ok', checks: { postgres: 'up', redis: 'up' } });
    const status = statuses.get(decodeURIComponent(userId));
    const hold = holding;
    holding = null;
    if (!hold) return answer(res, 200, status);
    hold.arrived();
    void hold.release.then(() => answer(res, 200, status));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    statuses,
    /** The next entitlement answer waits for `release`; the promise tells when its request has arrived. */
    holdNext(release: Promise<void>): Promise<void> {
      return new Promise<void>((arrived) => (holding = { arrived, release }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const active = entitlementOf();
const refunded = entitlementOf({
  hasActiveSubscription: false,
  status: 'canceled',
  accessEndedBecause: 'refunded',
});

let billing: Awaited<ReturnType<typeof startBilling>>;
let t: GatewayTestApp;
let redis: Redis;
beforeAll(async () => {
  billing = await startBilling();
  t = await startGatewayTestApp({ BILLING_URL: billing.url });
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  redis.disconnect();
  await t.close();
  await billing.close();
});

/** Billing's broadcast, sent as billing sends it; resolves once the gateway has acted on it. */
const broadcastChange = async (userId: string) => {
  // The gateway drops the user's Redis copy when it hears the change: a copy put there shows when it has.
  const key = `gateway:entitlement:${userId}`;
  await redis.set(key, JSON.stringify(refunded), 'EX', 60);
  const broadcaster = new Broadcaster(testRedisUrl());
  await broadcaster.emit(BroadcastEvent.entitlementChanged, { userId });
  await broadcaster.close();
  for (let attempt = 0; attempt < 200 && (await redis.exists(key)); attempt += 1) await sleep(25);
  expect(await redis.exists(key)).toBe(0);
};

describe('an entitlement fetched while it changes', () => {
  it('is used for the call that fetched it and kept nowhere, so the change counts at once', async () => {
    const agent = t.agent();
    const registered = await agent
      .post('/api/auth/register')
      .send({ email: 'refunded@example.com', password: 'long password', confirmPassword: 'long password' })
      .expect(201);
    const userId = String(registered.body.user.id);
    billing.statuses.set(userId, active);

    let release!: () => void;
    const arrived = billing.holdNext(new Promise<void>((resolve) => (release = resolve)));
    const inFlight = agent.get('/api/favorites').then((response) => response.status);
    await arrived;
    // The refund lands in billing while its earlier answer is on its way to the gateway.
    billing.statuses.set(userId, refunded);
    await broadcastChange(userId);
    release();

    // The call that asked before the change is answered with what billing said then...
    expect(await inFlight).toBe(200);
    // ...but that answer is in neither copy: the next call asks billing and is refused.
    expect(await redis.get(`gateway:entitlement:${userId}`)).toBeNull();
    await agent.get('/api/favorites').expect(402);
  });
});
