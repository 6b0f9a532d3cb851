import request from 'supertest';
import { Redis } from 'ioredis';
import { createLogger, readyApp, type App } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { createGateway } from '../src/bootstrap.js';
import { windowAt, WINDOW_SECONDS } from '../src/rate-limit/rate-limit.repository.js';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';

/**
 * The replicas' clock is the test's: only `Date` is faked (timers, sockets and Redis run as usual),
 * so that each test starts at the beginning of a window of its own instead of waiting for one.
 */
const clock = {
  start: () =>
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    }),
  /** The first second of the next window. */
  nextWindow: () => jest.setSystemTime((windowAt(Date.now()) + 1) * WINDOW_SECONDS * 1000 + 1000),
  advance: (ms: number) => jest.setSystemTime(Date.now() + ms),
};

/** Two replicas sharing the counts in Redis, a default limit of 20 calls a minute per address. */
let t: GatewayTestApp;
let other: App;
let redis: Redis;
beforeAll(async () => {
  clock.start();
  t = await startGatewayTestApp({ RATE_LIMIT_DEFAULT_PER_MINUTE: '20', TRUST_PROXY_HOPS: '1' });
  other = await createGateway(t.config, createLogger('gateway-test-2', 'silent'));
  await readyApp(other);
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  redis.disconnect();
  await other.close();
  await t.close();
  jest.useRealTimers();
});

const startOfAWindow = async () => clock.nextWindow();

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
    // A second later (on the replicas' clock) the count is idle; the next sweep gives it back.
    clock.advance(1500);
    const counted = `gateway:rate:default:10.9.8.4:${windowAt(Date.now())}`;
    while ((await redis.get(counted)) !== '1') await new Promise((resolve) => setTimeout(resolve, 50));
    const others = request(other.getHttpServer());
    for (let call = 0; call < 19; call++)
      await others.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.4').expect(200);
    await others.get('/api/quotes/random').set('x-forwarded-for', '10.9.8.4').expect(429);
  }, 30_000);
});
