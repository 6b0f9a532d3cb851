import { ErrorBodySchema, SearchResponseSchema, YouTubePlaylistResponseSchema } from '@stillframe/contracts';
import {
  asSubscriber,
  startCatalogTestApp,
  startUpstreams,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

// Search filters end to end through the catalog and the YouTube sandbox (docs/decisions/0045-search-filters.md).
let upstreams: Upstreams;
let t: CatalogTestApp;
beforeAll(async () => {
  upstreams = await startUpstreams();
  t = await startCatalogTestApp(upstreams, {
    env: { YOUTUBE_PAGE_SIZE: '10', YOUTUBE_PRO_SHARE_PERCENT: '100' },
  });
});
afterAll(async () => {
  await t.close();
  await upstreams.close();
});
beforeEach(() => upstreams.reset());

const search = (query: Record<string, string>, headers = asSubscriber()) =>
  t.http.get('/api/youtube/search').query(query).set(headers);

/** What the catalog sent to search.list, without the API key. */
const sentSearches = () =>
  upstreams.youtube.control.calls('search').map(({ params }) => {
    const { key: _key, ...rest } = params;
    return rest;
  });

describe('search filters', () => {
  it('reach search.list exactly, in the one call a plain search makes', async () => {
    const before = Date.now();
    await search({
      q: 'Bread',
      order: 'viewCount',
      videoDuration: 'long',
      uploadDate: 'week',
      type: 'video',
      features: 'live,captions,hd,3d',
    }).expect(200);
    expect(sentSearches()).toEqual([
      {
        part: 'snippet',
        type: 'video',
        q: 'bread',
        order: 'viewCount',
        maxResults: '10',
        videoDuration: 'long',
        publishedAfter: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/),
        videoCaption: 'closedCaption',
        videoDefinition: 'high',
        videoDimension: '3d',
        eventType: 'live',
      },
    ]);
    const after = Date.parse(sentSearches()[0]?.['publishedAfter'] ?? '');
    const week = 7 * 86400_000;
    expect(after).toBeGreaterThan(before - week - 60_000);
    expect(after).toBeLessThanOrEqual(Date.now() - week);
  });

  it('costs what a plain search costs, as the sandbox ledger counts it', async () => {
    // The videos call for durations (1 unit per 50 ids) is left out: the second search finds fewer videos.
    const searchUnits = () =>
      upstreams.youtube.control.unitsSpent() - upstreams.youtube.control.callCount('videos');
    await search({ q: 'garden', videoDuration: 'any' }).expect(200);
    const plain = searchUnits();
    expect(plain).toBeGreaterThan(0);
    upstreams.reset();
    await search({ q: 'garden', videoDuration: 'any', uploadDate: 'year', features: 'hd,captions' }).expect(
      200,
    );
    expect(searchUnits()).toBe(plain);
    expect(upstreams.youtube.control.callCount('search')).toBe(1);
  });

  it('keeps each filter apart in the cache, and one search per set of filters', async () => {
    const variants: Array<Record<string, string>> = [
      { q: 'piano' },
      { q: 'piano', uploadDate: 'month' },
      { q: 'piano', uploadDate: 'year' },
      { q: 'piano', type: 'channel' },
      { q: 'piano', type: 'playlist' },
      { q: 'piano', features: 'hd' },
      { q: 'piano', features: 'hd,captions' },
      { q: 'piano', features: '360' },
    ];
    for (const query of variants) await search(query).expect(200);
    expect(upstreams.youtube.control.callCount('search')).toBe(variants.length);
    // The same filters again, features in another order and case: all from the cache.
    for (const query of variants) await search(query).expect(200);
    await search({ q: 'PIANO', features: 'captions,HD' }).expect(200);
    expect(upstreams.youtube.control.callCount('search')).toBe(variants.length);
  });

  it("combines the user's defaults with the URL's filters, the URL winning; no duration for channels", async () => {
    const defaults = asSubscriber({ order: 'viewCount', duration: 'long' });
    await search({ q: 'yoga', order: 'title', uploadDate: 'year' }, defaults).expect(200);
    await search({ q: 'yoga', type: 'channel' }, defaults).expect(200);
    await search({ q: 'yoga', type: 'playlist', order: 'date' }, defaults).expect(200);
    expect(
      sentSearches().map((params) => [params['type'], params['order'], params['videoDuration'] ?? null]),
    ).toEqual([
      ['video', 'title', 'long'],
      ['channel', 'viewCount', null],
      ['playlist', 'date', null],
    ]);
  });

  it('answers channels and playlists as such, with no videos call', async () => {
    const channels = SearchResponseSchema.parse(
      (await search({ q: 'piano', type: 'channel' }).expect(200)).body,
    );
    expect(channels.items.length).toBeGreaterThan(0);
    expect(
      channels.items.every((item) => item.type === 'channel' && item.id.channelId.startsWith('UC')),
    ).toBe(true);
    const playlists = SearchResponseSchema.parse(
      (await search({ q: 'piano', type: 'playlist' }).expect(200)).body,
    );
    expect(playlists.items.length).toBeGreaterThan(0);
    expect(
      playlists.items.every((item) => item.type === 'playlist' && item.id.playlistId.startsWith('PL')),
    ).toBe(true);
    expect(upstreams.youtube.control.callCount('videos')).toBe(0);
  });

  it('keeps only 360° videos, judged by the videos call that brings durations', async () => {
    const page = SearchResponseSchema.parse(
      (await search({ q: 'nature', videoDuration: 'any', order: 'relevance', features: '360' }).expect(200))
        .body,
    );
    const [call] = sentSearches();
    expect(Object.keys(call ?? {})).not.toContain('videoDimension');
    expect(upstreams.youtube.control.callCount('videos')).toBe(1);
    const ids = page.items.flatMap((item) => (item.type === 'video' ? [item.id.videoId] : []));
    // Of the ten the page held, the sandbox's 360° ones (about one in nine videos is).
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(10);
    const details = await t.http
      .get(`/api/youtube/videos/${ids.join(',')}`)
      .set(asSubscriber())
      .expect(200);
    const projections = (details.body.items as Array<{ contentDetails: { projection: string } }>).map(
      (video) => video.contentDetails.projection,
    );
    expect(projections).toEqual(ids.map(() => '360'));
  });

  it.each([
    [{ q: 'piano', type: 'channel', videoDuration: 'short' }, 'query.videoDuration'],
    [{ q: 'piano', type: 'playlist', features: 'hd' }, 'query.features'],
    [{ q: 'piano', features: '4k' }, 'query.features.0'],
    [{ q: 'piano', uploadDate: 'yesterday' }, 'query.uploadDate'],
    [{ q: 'piano', type: 'videos' }, 'query.type'],
  ])('refuses %j with 400 naming %s, without calling YouTube', async (query, field) => {
    const response = await search(query).expect(400);
    expect(ErrorBodySchema.parse(response.body).details?.[0]?.field).toBe(field);
    expect(upstreams.youtube.control.callCount()).toBe(0);
  });
});

describe('a YouTube playlist', () => {
  it('opens a playlist found by search: its videos with durations, cached and shared', async () => {
    const found = SearchResponseSchema.parse(
      (await search({ q: 'piano', type: 'playlist' }).expect(200)).body,
    );
    const playlist = found.items.find((item) => item.type === 'playlist');
    if (playlist?.type !== 'playlist') throw new Error('no playlist found');
    upstreams.reset();
    const path = `/api/youtube/playlists/${playlist.id.playlistId}/items`;
    const page = YouTubePlaylistResponseSchema.parse(
      (await t.http.get(path).set(asSubscriber()).expect(200)).body,
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.duration?.startsWith('PT'))).toBe(true);
    expect(upstreams.youtube.control.unitsSpent()).toBe(2);
    await t.http
      .get(path)
      .set(asSubscriber({ order: 'date', duration: 'any' }))
      .expect(200);
    expect(upstreams.youtube.control.callCount()).toBe(2);
  });

  it('answers 404 for an unknown playlist and 400 naming the field for a malformed id', async () => {
    await t.http.get('/api/youtube/playlists/PLnotOneOfOurs/items').set(asSubscriber()).expect(404);
    const bad = await t.http.get('/api/youtube/playlists/PL%20x/items').set(asSubscriber()).expect(400);
    expect(ErrorBodySchema.parse(bad.body).details?.[0]?.field).toBe('params.playlistId');
  });
});
