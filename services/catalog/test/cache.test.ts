import { Redis } from 'ioredis';
import { SearchResponseSchema, VideoListResponseSchema } from '@stillframe/contracts';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { sampleCatalogue } from '@stillframe/sandbox';
import {
  asSubscriber,
  searchAsSubscriber,
  startCatalogTestApp,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

const MINUTE = 60_000;

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp((app, sandboxes) => {
  t = app;
  upstreams = sandboxes;
});

const search = (q: string, extra: Record<string, string> = {}) => searchAsSubscriber(t, q, extra);
const calls = () => ({
  search: upstreams.youtube.control.callCount('search'),
  videos: upstreams.youtube.control.callCount('videos'),
});

describe('the search cache', () => {
  it('answers a repeated search within 5 minutes without spending quota, whatever the case and spacing of the query', async () => {
    const first = await search('Slow Bread').expect(200);
    const units = upstreams.youtube.control.unitsSpent();
    expect(units).toBe(2);
    t.clock.advance(4 * MINUTE + 59_000);
    const again = await search('  slow   BREAD ').expect(200);
    expect(again.body).toEqual(first.body);
    expect(upstreams.youtube.control.unitsSpent()).toBe(units);
  });

  it('calls YouTube again after 5 minutes; the durations, fresh for 10 minutes, are reused until then', async () => {
    await search('woodworking').expect(200);
    t.clock.advance(5 * MINUTE + 1000);
    await search('woodworking').expect(200);
    expect(calls()).toEqual({ search: 2, videos: 1 });
    t.clock.advance(5 * MINUTE);
    await search('woodworking').expect(200);
    expect(calls()).toEqual({ search: 3, videos: 2 });
  });

  it('keys on every parameter: another order or duration is another search', async () => {
    await search('piano').expect(200);
    await search('piano', { order: 'viewCount' }).expect(200);
    await search('piano', { videoDuration: 'any' }).expect(200);
    await search('piano', { order: 'date', videoDuration: 'medium' }).expect(200);
    expect(calls().search).toBe(3);
  });

  it('reuses each video cached by a search page in any later batch, and asks YouTube only for the missing ids', async () => {
    const page = SearchResponseSchema.parse(
      (await search('ocean', { videoDuration: 'any' }).expect(200)).body,
    );
    const cachedIds = page.items.slice(0, 3).map((item) => item.id.videoId);
    const details = VideoListResponseSchema.parse(
      (
        await t.http
          .get(`/api/youtube/videos/${cachedIds.join(',')}`)
          .set(asSubscriber())
          .expect(200)
      ).body,
    );
    expect(details.items.map((video) => video.id)).toEqual(cachedIds);
    expect(calls().videos).toBe(1);

    const uncachedIds = sampleCatalogue()
      .videos.map((video) => video.id)
      .filter((id) => !page.items.some((item) => item.id.videoId === id))
      .slice(0, 2);
    const mixed = [cachedIds[0], uncachedIds[0], cachedIds[1], uncachedIds[1]].join(',');
    const both = VideoListResponseSchema.parse(
      (await t.http.get(`/api/youtube/videos/${mixed}`).set(asSubscriber()).expect(200)).body,
    );
    expect(both.items.map((video) => video.id)).toEqual(mixed.split(','));
    expect(calls().videos).toBe(2);
    expect(upstreams.youtube.control.calls('videos')[1]?.params['id']?.split(',').sort()).toEqual(
      [...uncachedIds].sort(),
    );
  });

  it('merges 100 concurrent identical searches into one upstream search', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, () => search('Garden')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1);
    expect(calls()).toEqual({ search: 1, videos: 1 });
  });

  it('merges identical searches across replicas sharing Redis', async () => {
    const replica = await startCatalogTestApp(upstreams, { keepRedis: true });
    try {
      const asReplica = () =>
        replica.http.get('/api/youtube/search').query({ q: 'night sky' }).set(asSubscriber());
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? search('night sky') : asReplica())),
      );
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 200));
      expect(calls()).toEqual({ search: 1, videos: 1 });
    } finally {
      await replica.close();
    }
  });
});

describe('finished search answers', () => {
  const answerKeys = async (redis: Redis) => redis.keys('catalog:v1:search:*:answer');

  it('are kept as the bytes sent and served as they are, without reading the page or the durations again', async () => {
    const first = await search('Woodworking').expect(200);
    expect(SearchResponseSchema.parse(first.body).items.length).toBeGreaterThan(0);
    const upstreamCalls = calls();
    expect(upstreamCalls).toEqual({ search: 1, videos: 1 });
    const redis = new Redis(testRedisUrl());
    try {
      const [answerKey, ...others] = await answerKeys(redis);
      expect(others).toHaveLength(0);
      const stored = await redis.getBuffer(answerKey!);
      expect(stored!.subarray(8).toString('utf8')).toBe(first.text);
      // Without the answer, the page and durations would be read; with it, nothing else is needed.
      await redis.del(...(await redis.keys('catalog:v1:video:*')), answerKey!.replace(/:answer$/, ''));
      const again = await search('woodworking ').expect(200);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.text).toBe(first.text);
      expect(calls()).toEqual(upstreamCalls);
    } finally {
      redis.disconnect();
    }
  });

  it('are fresh only as long as the page they were built from', async () => {
    await search('rope knots').expect(200);
    t.clock.advance(5 * MINUTE + 1000);
    await search('rope knots').expect(200);
    expect(calls().search).toBe(2);
  });

  it('are never kept fresh from a stale page: a stale page served stays a stale answer', async () => {
    const fresh = await search('kites').expect(200);
    t.clock.advance(6 * MINUTE);
    upstreams.youtube.control.exhaustQuota(true);
    const stale = await search('kites').expect(200);
    expect(stale.body).toEqual(fresh.body);
    const redis = new Redis(testRedisUrl());
    try {
      for (const key of await answerKeys(redis)) {
        const storedAt = (await redis.getBuffer(key))!.readDoubleBE(0);
        expect(t.clock.now() - storedAt).toBeGreaterThan(5 * MINUTE);
      }
    } finally {
      redis.disconnect();
    }
  });
});

describe('the details cache', () => {
  it('sends a repeated video details call as the bytes first built, fresh as long as the oldest video in it', async () => {
    const [first, second] = sampleCatalogue().videos.map((video) => video.id);
    const path = `/api/youtube/videos/${second},${first}`;
    await t.http.get(`/api/youtube/videos/${first}`).set(asSubscriber()).expect(200);
    t.clock.advance(4 * MINUTE);
    const built = await t.http.get(path).set(asSubscriber()).expect(200);
    expect(VideoListResponseSchema.parse(built.body).items.map((video) => video.id)).toEqual([second, first]);
    const redis = new Redis(testRedisUrl());
    try {
      // The videos themselves are gone: only the kept answer can give the same bytes without YouTube.
      await redis.del(...(await redis.keys('catalog:v1:video:*')));
    } finally {
      redis.disconnect();
    }
    const again = await t.http.get(path).set(asSubscriber()).expect(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.text).toBe(built.text);
    expect(upstreams.youtube.control.callCount('videos')).toBe(2);
    // The first video was fetched 4 minutes before the answer was built: it ages first.
    t.clock.advance(6 * MINUTE + 1000);
    await t.http.get(path).set(asSubscriber()).expect(200);
    expect(upstreams.youtube.control.callCount('videos')).toBe(3);
  });

  it('keeps channel details for 10 minutes', async () => {
    const channelId = await someChannelId();
    await t.http.get(`/api/youtube/channels/${channelId}`).set(asSubscriber()).expect(200);
    t.clock.advance(9 * MINUTE);
    await t.http.get(`/api/youtube/channels/${channelId}`).set(asSubscriber()).expect(200);
    expect(upstreams.youtube.control.callCount('channels')).toBe(1);
    t.clock.advance(1 * MINUTE + 1000);
    await t.http.get(`/api/youtube/channels/${channelId}`).set(asSubscriber()).expect(200);
    expect(upstreams.youtube.control.callCount('channels')).toBe(2);
  });
});

async function someChannelId(): Promise<string> {
  const page = SearchResponseSchema.parse(
    (await search('tidepool', { videoDuration: 'any' }).expect(200)).body,
  );
  const channelId = page.items[0]?.snippet.channelId;
  if (!channelId) throw new Error('no channel found');
  return channelId;
}
