import { InternalHeader } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import type { Redis } from 'ioredis';
import { AnswerCacheRepository } from '../src/cache/answer-cache.repository.js';
import { cacheKeys } from '../src/cache/cache-keys.js';
import { CATALOG_REDIS } from '../src/redis.tokens.js';
import { SearchService } from '../src/search/search.service.js';
import { VideosService } from '../src/videos/videos.service.js';
import {
  asCaller,
  asSubscriber,
  searchAsSubscriber,
  startCatalogTestApp,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

const MINUTE = 60_000;
const shareable = (response: { headers: Record<string, string> }) =>
  response.headers[InternalHeader.shareableFor];

let t: CatalogTestApp;
let upstreams: Upstreams;
useFreshCatalogApp((app, sandboxes) => {
  t = app;
  upstreams = sandboxes;
});

const search = (q: string, extra: Record<string, string> = {}) => searchAsSubscriber(t, q, extra);
const [first, second] = sampleCatalogue().videos.map((video) => video.id);

describe('stored answers, sent ahead of Nest', () => {
  it('sends a repeated search as the stored bytes with the same headers, without reaching the handler', async () => {
    const built = await search('lane bread').expect(200);
    const handler = jest.spyOn(t.app.get(SearchService), 'search');
    const stored = await search('  Lane   BREAD ').expect(200);
    expect(handler).not.toHaveBeenCalled();
    expect(stored.text).toBe(built.text);
    expect(stored.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(stored.headers['content-type']).toBe(built.headers['content-type']);
    expect(stored.headers[InternalHeader.requestId]).toBeTruthy();
    handler.mockRestore();
  });

  it('says for how many more seconds a stored answer is everyone’s: its freshness left', async () => {
    const built = await search('lane pottery').expect(200);
    expect(Number(shareable(built))).toBeGreaterThan(5 * 60 - 5);
    expect(Number(shareable(built))).toBeLessThanOrEqual(5 * 60);
    t.clock.advance(4 * MINUTE);
    const later = await search('lane pottery').expect(200);
    expect(Number(shareable(later))).toBeLessThanOrEqual(60);
    expect(Number(shareable(later))).toBeGreaterThan(50);
    t.clock.advance(MINUTE + 1000);
    const rebuilt = await search('lane pottery').expect(200);
    expect(Number(shareable(rebuilt))).toBeGreaterThan(5 * 60 - 5);
    expect(upstreams.youtube.control.callCount('search')).toBe(2);
  });

  it('sends video details from storage too, keyed by the ids asked for', async () => {
    const built = await t.http.get(`/api/youtube/videos/${first},${second}`).set(asCaller()).expect(200);
    const handler = jest.spyOn(t.app.get(VideosService), 'byIds');
    const stored = await t.http.get(`/api/youtube/videos/${first},${second}`).set(asCaller()).expect(200);
    expect(stored.text).toBe(built.text);
    expect(handler).not.toHaveBeenCalled();
    // Another list of ids is another answer: built by the handler.
    await t.http.get(`/api/youtube/videos/${second},${first}`).set(asCaller()).expect(200);
    expect(handler).toHaveBeenCalledTimes(1);
    handler.mockRestore();
  });

  it('leaves every refusal to the full path, exactly as before, even when the answer is stored', async () => {
    await search('lane knots').expect(200);
    const path = '/api/youtube/search?q=lane%20knots';
    const missing = await t.http.get(path).expect(401);
    expect(missing.body).toEqual({
      statusCode: 401,
      code: 'unauthorized',
      message: 'Missing or invalid identity token',
    });
    const forged = `${asSubscriber()[InternalHeader.identity].slice(0, -4)}AAAA`;
    await t.http.get(path).set(InternalHeader.identity, forged).expect(401);
    const anonymous = await t.http.get(path).set(asCaller()).expect(401);
    expect(anonymous.body.message).toBe('Not signed in');
    const badOrder = await t.http.get(`${path}&order=loudest`).set(asSubscriber()).expect(400);
    expect(badOrder.body.details[0].field).toBe('query.order');
    const badIds = await t.http.get('/api/youtube/videos/not%20an%20id').set(asCaller()).expect(400);
    expect(badIds.body.details[0].field).toBe('params.ids.0');
  });

  it('marks nothing shareable that is not stored: a service without a cache answers each call itself', async () => {
    const uncached = await startCatalogTestApp(upstreams, { env: { CACHE_ENABLED: 'false' } });
    try {
      const answer = await uncached.http.get(`/api/youtube/videos/${first}`).set(asCaller()).expect(200);
      expect(shareable(answer)).toBeUndefined();
      const again = await uncached.http.get(`/api/youtube/videos/${first}`).set(asCaller()).expect(200);
      expect(shareable(again)).toBeUndefined();
    } finally {
      await uncached.close();
    }
  });
});

describe('answer cache counters', () => {
  /** The answer lookups of one kind in the metrics, by result. */
  const answerLookups = async (kind: string) => {
    const text = await t.metrics();
    const count = (result: string) =>
      Number(
        new RegExp(
          `^stillframe_catalog_answer_lookups_total\\{kind="${kind}",result="${result}"\\} (\\d+)$`,
          'm',
        ).exec(text)?.[1] ?? 0,
      );
    return { hit: count('hit'), miss: count('miss') };
  };

  it('count each call once: a miss where the answer is built, a hit where it is sent as stored', async () => {
    await search('lane counted').expect(200);
    expect(await answerLookups('search')).toEqual({ hit: 0, miss: 1 });
    await search('lane counted').expect(200);
    await search('lane counted').expect(200);
    expect(await answerLookups('search')).toEqual({ hit: 2, miss: 1 });
    await t.http.get(`/api/youtube/videos/${first}`).set(asCaller()).expect(200);
    expect(await answerLookups('video')).toEqual({ hit: 0, miss: 1 });
  });
});

describe('reads of a stored answer', () => {
  it('are shared by the calls that ask for the same answer while one is on its way', async () => {
    const built = await search('lane shared').expect(200);
    const redis = t.app.get<Redis>(CATALOG_REDIS);
    const reads = jest.spyOn(redis, 'getBuffer');
    const answers = t.app.get(AnswerCacheRepository);
    const key = cacheKeys.answer(
      cacheKeys.search({
        q: 'lane shared',
        order: 'date',
        type: 'video',
        videoDuration: 'medium',
        features: [],
      }),
    );
    const together = await Promise.all([answers.get(key), answers.get(key), answers.get(key)]);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(together.map((answer) => answer?.bytes.toString())).toEqual(Array(3).fill(built.text));
    // A read that has come back is not reused: the next call reads again.
    await answers.get(key);
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });
});
