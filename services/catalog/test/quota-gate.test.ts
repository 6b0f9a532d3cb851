import { Redis } from 'ioredis';
import { YouTubeUsageSchema } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { granularQuotaCosts } from '../src/config/quota-costs.js';
import {
  asCaller,
  smallQuotaBuckets,
  startCatalogTestApp,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

/** The ledger is the gate: no call leaves once a bucket's units reach its limit, nor one it cannot count. */
const LIMIT = 30;

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp(
  (app, sandboxes) => {
    t = app;
    upstreams = sandboxes;
  },
  {
    env: {
      ...smallQuotaBuckets(LIMIT),
    },
  },
);

/** Administrators have no budget of their own: only the bucket's limit holds them. */
const asAdmin = asCaller({ sub: 'admin-1', sid: 'session-admin', adm: true });
const videoId = (n: number) => `Gate${String(n).padStart(7, '0')}`;

async function usage(app: CatalogTestApp) {
  return YouTubeUsageSchema.parse(
    (await app.http.get('/api/admin/youtube-usage').set(asAdmin).expect(200)).body,
  );
}

describe('the ledger as the gate', () => {
  it('never lets calls pass the limit, however many arrive at once on two replicas', async () => {
    const replica = await startCatalogTestApp(upstreams, {
      keepRedis: true,
      env: {
        YOUTUBE_QUOTA_COSTS: JSON.stringify({
          ...granularQuotaCosts,
          buckets: { search: 100, shared: LIMIT },
        }),
      },
    });
    try {
      // Slow answers keep every call in flight together.
      upstreams.youtube.control.delayMs(200);
      const responses = await Promise.all(
        Array.from({ length: 80 }, (_, n) =>
          (n % 2 ? replica : t).http.get(`/api/youtube/videos/${videoId(n)}`).set(asAdmin),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(80 - LIMIT);
      const refused = responses.find((response) => response.status === 429);
      expect(refused?.body.code).toBe('quota_exceeded');
      expect(refused?.body.message).toMatch(
        /^YouTube API quota exceeded\. It returns at midnight Pacific time/,
      );
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(upstreams.youtube.control.callCount('videos')).toBe(LIMIT);
      const shared = (await usage(t)).buckets.find((bucket) => bucket.bucket === 'shared');
      expect(shared).toMatchObject({ units: LIMIT, calls: LIMIT, exhausted: true });
    } finally {
      await replica.close();
    }
  });

  it('gives back the units of a call YouTube refused for quota', async () => {
    upstreams.youtube.control.exhaustQuota(true);
    await t.http
      .get(`/api/youtube/videos/${videoId(1)}`)
      .set(asAdmin)
      .expect(429);
    const shared = (await usage(t)).buckets.find((bucket) => bucket.bucket === 'shared');
    expect(shared).toMatchObject({ units: 0, calls: 1, exhausted: true });
  });
});

describe('while the ledger cannot count', () => {
  const USER = 'catalog-ledger-readonly';
  const admin = new Redis(testRedisUrl());
  afterAll(async () => {
    await admin.acl('DELUSER', USER);
    admin.disconnect();
  });

  it('makes no uncached call (503), while the cache keeps serving', async () => {
    const [cached = ''] = sampleCatalogue().videos.map((video) => video.id);
    await t.http.get(`/api/youtube/videos/${cached}`).set(asCaller({})).expect(200);
    const callsBefore = upstreams.youtube.control.callCount();
    // Redis that reads but refuses every write: the cache is readable, the ledger cannot count.
    await admin.acl('SETUSER', USER, 'reset', 'on', '>readonly-password', '~*', '&*', '+@all', '-@write');
    const url = new URL(testRedisUrl());
    url.username = USER;
    url.password = 'readonly-password';
    const readOnly = await startCatalogTestApp(upstreams, {
      keepRedis: true,
      env: { REDIS_URL: url.toString() },
    });
    try {
      await readOnly.http.get(`/api/youtube/videos/${cached}`).set(asCaller({})).expect(200);
      for (const headers of [asCaller({}), asCaller({ sub: 'user-1', sid: 's', pln: 'pro' }), asAdmin]) {
        const refused = await readOnly.http
          .get(`/api/youtube/videos/${videoId(99)}`)
          .set(headers)
          .expect(503);
        expect(refused.body.code).toBe('service_unavailable');
        expect(refused.headers['retry-after']).toBe('5');
      }
      expect(upstreams.youtube.control.callCount()).toBe(callsBefore);
    } finally {
      await readOnly.close();
    }
  });
});
