import { ErrorBodySchema, SearchResponseSchema, type SearchResponse } from '@stillframe/contracts';
import { durationSeconds } from '../src/youtube/iso-duration.js';
import {
  asCaller,
  asSubscriber,
  startCatalogTestApp,
  startUpstreams,
  TEST_YOUTUBE_KEY,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

let upstreams: Upstreams;
let t: CatalogTestApp;
beforeAll(async () => {
  upstreams = await startUpstreams();
  // One app for the whole suite: the account's daily budget is lifted, as budgets are tested apart (quota-budgets).
  t = await startCatalogTestApp(upstreams, {
    env: { YOUTUBE_PAGE_SIZE: '5', YOUTUBE_PRO_SHARE_PERCENT: '100' },
  });
});
afterAll(async () => {
  await t.close();
  await upstreams.close();
});
beforeEach(() => upstreams.reset());

/** The video results of a page: every result of a search for videos. */
const videosOf = (page: SearchResponse) =>
  page.items.flatMap((item) => (item.type === 'video' ? [item] : []));

const search = (query: Record<string, string>, headers = asSubscriber()) =>
  t.http.get('/api/youtube/search').query(query).set(headers);

describe('search', () => {
  it('answers the YouTube envelope, every item with its duration, for one search call and one videos call', async () => {
    const response = await search({ q: 'forest' }).expect(200);
    const page = SearchResponseSchema.parse(response.body);
    expect(page.items.length).toBeGreaterThan(0);
    expect(videosOf(page)).toHaveLength(page.items.length);
    for (const item of videosOf(page)) {
      expect(item.id.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(item.snippet.title).toEqual(expect.any(String));
      expect(durationSeconds(item.contentDetails?.duration ?? '')).not.toBeNull();
    }
    expect(upstreams.youtube.control.callCount('search')).toBe(1);
    expect(upstreams.youtube.control.callCount('videos')).toBe(1);
    const [searchCall] = upstreams.youtube.control.calls('search');
    expect(searchCall?.params).toMatchObject({
      part: 'snippet',
      type: 'video',
      q: 'forest',
      maxResults: '5',
    });
    const [videosCall] = upstreams.youtube.control.calls('videos');
    expect(videosCall?.params['id']?.split(',').sort()).toEqual(
      videosOf(page)
        .map((item) => item.id.videoId)
        .sort(),
    );
  });

  it("applies the user's defaults when order or duration is missing, and the product's defaults for a user without any", async () => {
    await search({ q: 'piano' }, asSubscriber({ order: 'viewCount', duration: 'long' })).expect(200);
    await search({ q: 'garden' }, asSubscriber(null)).expect(200);
    await search(
      { q: 'bread', order: 'title' },
      asSubscriber({ order: 'viewCount', duration: 'short' }),
    ).expect(200);
    const sent = upstreams.youtube.control
      .calls('search')
      .map((call) => [call.params['q'], call.params['order'], call.params['videoDuration']]);
    expect(sent).toEqual([
      ['piano', 'viewCount', 'long'],
      ['garden', 'date', 'medium'],
      ['bread', 'title', 'short'],
    ]);
  });

  it('filters by duration: every short result is under 4 minutes, every long one over 20', async () => {
    const short = SearchResponseSchema.parse(
      (await search({ q: 'the', videoDuration: 'short', order: 'relevance' }).expect(200)).body,
    );
    const long = SearchResponseSchema.parse(
      (await search({ q: 'the', videoDuration: 'long', order: 'relevance' }).expect(200)).body,
    );
    expect(short.items.length).toBeGreaterThan(0);
    expect(long.items.length).toBeGreaterThan(0);
    for (const item of videosOf(short))
      expect(durationSeconds(item.contentDetails?.duration ?? '')).toBeLessThan(240);
    for (const item of videosOf(long))
      expect(durationSeconds(item.contentDetails?.duration ?? '')).toBeGreaterThan(1200);
  });

  it('pages with nextPageToken: the second page holds other videos', async () => {
    const first = SearchResponseSchema.parse(
      (await search({ q: 'the', videoDuration: 'any' }).expect(200)).body,
    );
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = SearchResponseSchema.parse(
      (await search({ q: 'the', videoDuration: 'any', pageToken: first.nextPageToken ?? '' }).expect(200))
        .body,
    );
    const firstIds = new Set(videosOf(first).map((item) => item.id.videoId));
    expect(second.items.length).toBeGreaterThan(0);
    expect(videosOf(second).some((item) => firstIds.has(item.id.videoId))).toBe(false);
    expect(upstreams.youtube.control.calls('search')[1]?.params['pageToken']).toBe(first.nextPageToken);
  });

  it('answers 400 naming the field for a page token YouTube refuses', async () => {
    const response = await search({ q: 'forest', pageToken: 'NotOneOfOurTokens' }).expect(400);
    expect(response.body).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'query.pageToken' }],
    });
  });

  it.each([
    [{ q: 'forest', order: 'newest' }, 'query.order'],
    [{ q: 'forest', videoDuration: 'epic' }, 'query.videoDuration'],
    [{ q: '   ' }, 'query.q'],
    [{}, 'query.q'],
    [{ q: 'forest', pageToken: 'a token with spaces' }, 'query.pageToken'],
  ])('refuses %j with 400 naming %s, without calling YouTube', async (query, field) => {
    const response = await search(query as Record<string, string>).expect(400);
    expect(ErrorBodySchema.parse(response.body).details?.[0]?.field).toBe(field);
    expect(upstreams.youtube.control.callCount()).toBe(0);
  });

  it('refuses an anonymous caller', async () => {
    await search({ q: 'forest' }, asCaller({})).expect(401);
  });

  it('never lets the API key reach a response or a log line, failures included', async () => {
    const ok = await search({ q: 'ocean' }).expect(200);
    upstreams.youtube.control.failNext(1, 503);
    const failed = await search({ q: 'calm ocean' }).expect(502);
    const refused = await search({ q: 'ocean', pageToken: 'BadToken' }).expect(400);
    for (const body of [ok.text, failed.text, refused.text]) expect(body).not.toContain(TEST_YOUTUBE_KEY);
    expect(t.logs.length).toBeGreaterThan(0);
    expect(t.logs.some((line) => line.includes('"upstream":"youtube"'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(TEST_YOUTUBE_KEY);
  });
});
