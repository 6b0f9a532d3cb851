import { Redis } from 'ioredis';
import { ErrorBodySchema, SearchResponseSchema } from '@stillframe/contracts';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import {
  asCaller,
  asSubscriber,
  startCatalogTestApp,
  startUpstreams,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

let upstreams: Upstreams;
beforeAll(async () => {
  upstreams = await startUpstreams();
});
afterAll(async () => {
  await upstreams.close();
});
beforeEach(() => upstreams.reset());

const search = (app: CatalogTestApp, q: string) =>
  app.http.get('/api/youtube/search').query({ q }).set(asSubscriber());

describe('without Redis', () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    t = await startCatalogTestApp(upstreams, { env: { REDIS_URL: 'redis://127.0.0.1:1' }, keepRedis: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes no YouTube call it cannot count: 503 with Retry-After, YouTube untouched', async () => {
    const refused = await search(t, 'forest').expect(503);
    expect(refused.body).toEqual({
      statusCode: 503,
      code: 'service_unavailable',
      message: 'YouTube lookups cannot be counted right now, so none are made. Please try again shortly.',
    });
    expect(refused.headers['retry-after']).toBe('5');
    const anonymous = await t.http.get('/api/youtube/videos/Random00001').set(asCaller({})).expect(503);
    expect(anonymous.body.code).toBe('service_unavailable');
    expect(upstreams.youtube.control.callCount()).toBe(0);
  });

  it('refuses identical searches in flight together without one upstream call', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => search(t, 'piano')));
    expect(responses.every((response) => response.status === 503)).toBe(true);
    expect(upstreams.youtube.control.callCount()).toBe(0);
  });

  it('stays live and ready, and says Redis is down in its health check and its metrics', async () => {
    await t.http.get('/health/live').expect(200, { status: 'ok' });
    await t.http.get('/health/ready').expect(200, { status: 'ok', checks: { redis: 'down' } });
    expect(await t.metrics()).toMatch(/^stillframe_catalog_redis_up 0$/m);
  });

  it('still answers quotes, from the built-in list if need be', async () => {
    const response = await t.http.get('/api/quotes/random').set(asSubscriber()).expect(200);
    expect(response.body[0]).toEqual({ q: expect.any(String), a: expect.any(String) });
  });
});

describe('with Redis', () => {
  let t: CatalogTestApp;
  beforeEach(async () => {
    t = await startCatalogTestApp(upstreams, { env: { UPSTREAM_TIMEOUT_MS: '1000' } });
  });
  afterEach(async () => {
    await t.close();
  });

  it('reports Redis up', async () => {
    await t.http.get('/health/ready').expect(200, { status: 'ok', checks: { redis: 'up' } });
  });

  it('answers a clear 502 when YouTube fails with a 5xx, without a stack trace', async () => {
    upstreams.youtube.control.failNext(1, 503);
    const response = await search(t, 'forest').expect(502);
    expect(ErrorBodySchema.parse(response.body)).toEqual({
      statusCode: 502,
      code: 'upstream_failed',
      message: 'YouTube is not answering right now. Please try again shortly.',
    });
  });

  it('answers 504 when YouTube is slower than the deadline, instead of hanging', async () => {
    upstreams.youtube.control.delayMs(3000);
    const response = await search(t, 'forest').expect(504);
    expect(response.body).toMatchObject({
      code: 'upstream_timeout',
      message: 'YouTube did not answer in time. Please try again.',
    });
  });

  it('serves a stale page rather than an error when YouTube fails', async () => {
    const fresh = await search(t, 'ocean').expect(200);
    t.clock.advance(6 * 60_000);
    upstreams.youtube.control.failNext(1, 500);
    const stale = await search(t, 'ocean').expect(200);
    expect(stale.body).toEqual(fresh.body);
  });

  it('answers search results without durations when only the durations call fails', async () => {
    await search(t, 'garden').expect(200);
    const redis = new Redis(testRedisUrl());
    try {
      // The page stays cached; the durations and the finished answer are gone.
      const keys = [
        ...(await redis.keys('catalog:v1:video:*')),
        ...(await redis.keys('catalog:v1:search:*:answer')),
      ];
      expect(keys.length).toBeGreaterThan(1);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
    upstreams.youtube.control.failNext(1, 500);
    const page = SearchResponseSchema.parse((await search(t, 'garden').expect(200)).body);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.contentDetails === undefined)).toBe(true);
    expect(t.logs.some((line) => line.includes('could not add durations'))).toBe(true);
    // An answer without its durations is never kept: the next call adds them.
    const next = SearchResponseSchema.parse((await search(t, 'garden').expect(200)).body);
    expect(next.items.every((item) => item.type === 'video' && item.contentDetails?.duration)).toBe(true);
  });

  it('refuses calls that do not come through the gateway, but not the health checks; no /metrics on the API port', async () => {
    await t.http.get('/api/youtube/search?q=forest').expect(401);
    await t.http.get('/api/client-config').set({ 'x-stillframe-identity': 'v1.forged.token' }).expect(401);
    await t.http.get('/metrics').expect(404);
    await t.http.get('/health/ready').expect(200);
  });
});
