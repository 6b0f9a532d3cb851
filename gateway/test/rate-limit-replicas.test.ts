import request from 'supertest';
import { createLogger, readyApp, type App } from '@stillframe/server-kit';
import { createGateway } from '../src/bootstrap.js';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';

/** Two replicas sharing the counts in Redis, a default limit of 20 calls a minute per address. */
let t: GatewayTestApp;
let other: App;
beforeAll(async () => {
  t = await startGatewayTestApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '20', TRUST_PROXY_HOPS: '1' });
  other = await createGateway(t.config, createLogger('gateway-test-2', 'silent'));
  await readyApp(other);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Waits out the last seconds of a minute, so that the calls that follow fall in one window. */
const startOfAWindow = async () => {
  const second = (Date.now() / 1000) % 60;
  if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
};

describe('rate limits with counts leased a few at a time', () => {
  it('refuses exactly the calls past the limit, whichever replica they reach', async () => {
    await startOfAWindow();
    const replicas = [request(t.app.getHttpServer()), request(other.getHttpServer())];
    const statuses: number[] = [];
    for (let call = 0; call < 30; call++)
      statuses.push(
        (await replicas[call % 2]!.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.7')).status,
      );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  }, 30_000);

  it('counts every call in Redis, also those admitted ahead', async () => {
    await startOfAWindow();
    const replica = request(t.app.getHttpServer());
    for (let call = 0; call < 15; call++)
      await replica.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.6').expect(200);
    // The other replica has never seen this address: it asks Redis, which counted all 15.
    const others = request(other.getHttpServer());
    for (let call = 0; call < 5; call++)
      await others.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.6').expect(200);
    await others.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.6').expect(429);
  }, 30_000);

  it('never admits more than the limit to a burst spread over both replicas at once', async () => {
    await startOfAWindow();
    const replicas = [request(t.app.getHttpServer()), request(other.getHttpServer())];
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, call) =>
        replicas[call % 2]!.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.5'),
      ),
    ).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  }, 30_000);

  it('gives back counts one replica leased and left unused, so the other can use the whole limit', async () => {
    await startOfAWindow();
    // The first call leases two counts (an eighth of the 18 below the last tenth): one stays unused.
    await request(t.app.getHttpServer())
      .get('/api/quotes/random')
      .set('x-forwarded-for', '10.9.8.4')
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const others = request(other.getHttpServer());
    for (let call = 0; call < 19; call++)
      await others.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.4').expect(200);
    await others.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.4').expect(429);
  }, 30_000);
});
