import { sampleCatalogue, startYouTubeSandbox, type YouTubeSandbox } from '../src/youtube/index.js';

// search.list's filters on the sample catalogue and the catalogue generated for a query
// (docs/decisions/0045-search-filters.md).
type Json = Record<string, any>;
let sandbox: YouTubeSandbox;

async function api(
  method: string,
  params: Record<string, string | number>,
): Promise<{ status: number; body: Json }> {
  const query = new URLSearchParams({
    key: 'test-key',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const res = await fetch(`${sandbox.url}/youtube/v3/${method}?${query}`);
  return { status: res.status, body: (await res.json()) as Json };
}

async function searchAll(params: Record<string, string | number>): Promise<Json[]> {
  const items: Json[] = [];
  let pageToken: string | undefined;
  do {
    const { status, body } = await api('search', {
      part: 'snippet',
      maxResults: 50,
      ...params,
      ...(pageToken ? { pageToken } : {}),
    });
    expect(status).toBe(200);
    items.push(...(body['items'] ?? []));
    pageToken = body['nextPageToken'];
  } while (pageToken);
  return items;
}

async function videoDetails(ids: string[]): Promise<Json[]> {
  const out: Json[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const { body } = await api('videos', {
      part: 'contentDetails,snippet',
      id: ids.slice(i, i + 50).join(','),
    });
    out.push(...body['items']);
  }
  return out;
}

const videoIds = (items: Json[]) => items.map((item) => item.id.videoId as string);
const hoursAgo = (hours: number) =>
  new Date(Date.now() - hours * 3600_000).toISOString().replace(/\.\d+Z$/, 'Z');

beforeAll(async () => {
  sandbox = await startYouTubeSandbox({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.close());

describe('search.list filters', () => {
  it('orders sample and generated videos together by upload date, newest first', async () => {
    const items = await searchAll({ q: 'nature', type: 'video', order: 'date' });
    const sample = sampleCatalogue().videosById;
    expect(items.some((item) => sample.has(item.id.videoId))).toBe(true);
    expect(items.some((item) => !sample.has(item.id.videoId))).toBe(true);
    const dates = items.map((item) => item.snippet.publishedAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['hour', 1],
    ['today', 24],
    ['week', 24 * 7],
    ['month', 24 * 30],
    ['year', 24 * 365],
  ])(
    'publishedAfter: the last %s finds the recent uploads of a new channel, and only them',
    async (_, hours) => {
      const after = hoursAgo(hours);
      const items = await searchAll({ q: 'sourdough starter', type: 'video', publishedAfter: after });
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.snippet.publishedAt >= after)).toBe(true);
      const all = await searchAll({ q: 'sourdough starter', type: 'video' });
      expect(items.length).toBe(all.filter((item) => item.snippet.publishedAt >= after).length);
    },
  );

  it('type=channel finds channels in the wire format, and publishedAfter keeps those created since', async () => {
    const channels = await searchAll({ q: 'sourdough starter', type: 'channel' });
    expect(channels.length).toBeGreaterThan(1);
    for (const item of channels) {
      expect(item.id).toEqual({ kind: 'youtube#channel', channelId: expect.stringMatching(/^UC[\w-]{22}$/) });
      expect(item.snippet.channelId).toBe(item.id.channelId);
    }
    const recent = await searchAll({
      q: 'sourdough starter',
      type: 'channel',
      publishedAfter: hoursAgo(24 * 365),
    });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(channels.length);
  });

  it('type=playlist finds playlists whose items page through playlistItems.list', async () => {
    const playlists = await searchAll({ q: 'piano', type: 'playlist' });
    expect(playlists.length).toBeGreaterThan(0);
    const [first] = playlists;
    expect(first?.id).toEqual({ kind: 'youtube#playlist', playlistId: expect.stringMatching(/^PL[\w-]+$/) });
    expect(first?.snippet.title).toMatch(/^Best of /);
    const { status, body } = await api('playlistItems', {
      part: 'snippet,contentDetails',
      playlistId: first?.id.playlistId,
      maxResults: 50,
    });
    expect(status).toBe(200);
    expect(body['items'].length).toBeGreaterThan(0);
    expect(body['items'].every((item: Json) => item.snippet.playlistId === first?.id.playlistId)).toBe(true);
    expect(body['items'].every((item: Json) => item.snippet.channelId === first?.snippet.channelId)).toBe(
      true,
    );
    expect((await api('playlistItems', { part: 'snippet', playlistId: 'PLnotOneOfOursBestOf' })).status).toBe(
      404,
    );
  });

  it.each([
    [{ videoCaption: 'closedCaption' }, (v: Json) => v.contentDetails.caption === 'true'],
    [{ videoDefinition: 'high' }, (v: Json) => v.contentDetails.definition === 'hd'],
    [{ videoDimension: '3d' }, (v: Json) => v.contentDetails.dimension === '3d'],
    [{ eventType: 'live' }, (v: Json) => v.snippet.liveBroadcastContent === 'live'],
  ])('%j keeps only the videos whose details say so', async (filter, fits) => {
    const all = videoIds(await searchAll({ type: 'video' }));
    const kept = videoIds(await searchAll({ type: 'video', ...filter }));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    const details = await videoDetails(all);
    expect(new Set(kept)).toEqual(new Set(details.filter(fits).map((video) => video.id)));
  });

  it('has 360° videos that videos.list reports (search has no parameter for them)', async () => {
    const details = await videoDetails(videoIds(await searchAll({ type: 'video' })));
    const spherical = details.filter((video) => video.contentDetails.projection === '360');
    expect(spherical.length).toBeGreaterThan(5);
    expect(spherical.length).toBeLessThan(details.length / 4);
  });

  it.each<Record<string, string>>([
    { videoDefinition: 'ultra' },
    { videoDimension: '360' },
    { videoCaption: 'yes' },
  ])('refuses a value YouTube refuses: %j', async (filter) => {
    const { status, body } = await api('search', { part: 'snippet', type: 'video', ...filter });
    expect(status).toBe(400);
    expect(body['error'].errors[0].reason).toBe('invalid');
  });

  it.each<Record<string, string>>([
    { videoDimension: '3d' },
    { videoCaption: 'closedCaption' },
    { videoDefinition: 'high' },
  ])('refuses %j without type=video', async (filter) => {
    const { status, body } = await api('search', { part: 'snippet', type: 'channel', ...filter });
    expect(status).toBe(400);
    expect(body['error'].errors[0].reason).toBe('invalidSearchFilter');
  });
});
