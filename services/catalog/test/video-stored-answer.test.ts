import { Redis } from 'ioredis';
import { VideoListResponseSchema } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { cacheKeys } from '../src/cache/cache-keys.js';
import { peekStoredVideo } from '../src/videos/stored-videos.repository.js';
import { asCaller, useFreshCatalogApp, type CatalogTestApp, type Upstreams } from './catalog-test-app.js';

let t: CatalogTestApp;
let upstreams: Upstreams;
useFreshCatalogApp((app, sandboxes) => {
  t = app;
  upstreams = sandboxes;
});
let redis: Redis;
beforeAll(() => {
  redis = new Redis(testRedisUrl());
});
afterAll(() => redis.disconnect());

const videoAt = (index: number): string => {
  const video = sampleCatalogue().videos[index];
  if (!video) throw new Error('The sandbox catalogue has too few videos');
  return video.id;
};
const [a, b] = [videoAt(20), videoAt(21)];
const get = (ids: string) => t.http.get(`/api/youtube/videos/${ids}`).set(asCaller({}));

describe('video details answered from the stored bytes', () => {
  it('answers a cached call with the same JSON as the first, without asking YouTube again', async () => {
    const first = await get(`${a},Unknown0003,${b}`).expect(200);
    const again = await get(`${b},${a},Unknown0003,${b}`).expect(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(upstreams.youtube.control.callCount('videos')).toBe(1);
    const items = VideoListResponseSchema.parse(again.body).items;
    expect(items.map((video) => video.id)).toEqual([b, a]);
    expect(again.body).toEqual({ ...first.body, items: [...first.body.items].reverse() });
  });

  it('sends the stored text as it is, unparsed', async () => {
    await get(a).expect(200);
    const raw = String(await redis.get(cacheKeys.video(a)));
    const entry = JSON.parse(raw) as { t: number; v: unknown };
    // The same details, spaced out: only an answer made of the stored bytes keeps the spacing.
    const spaced = JSON.stringify(entry.v, null, 1);
    await redis.set(cacheKeys.video(a), `{"t":${entry.t},"v":${spaced}}`, 'KEEPTTL');
    const answer = await get(a).expect(200);
    expect(answer.text).toContain(spaced);
    expect(answer.body.items).toEqual([entry.v]);
  });

  it('asks YouTube again once the stored details are no longer fresh', async () => {
    await get(a).expect(200);
    t.clock.advance(7 * 24 * 3600 * 1000);
    await get(a).expect(200);
    expect(upstreams.youtube.control.callCount('videos')).toBe(2);
  });

  it('reads only the entry it knows; anything else takes the parsing path', () => {
    expect(peekStoredVideo('{"t":12,"v":{"id":"x"}}')).toEqual({ storedAt: 12, json: '{"id":"x"}' });
    expect(peekStoredVideo('{"t":12,"v":null}')).toEqual({ storedAt: 12, json: 'null' });
    for (const other of [null, '', '{"v":{},"t":12}', '{"t":"12","v":{}}', '{"t":12,"v":', '[1]'])
      expect(peekStoredVideo(other)).toBeNull();
  });
});
