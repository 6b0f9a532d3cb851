import { sampleCatalogue, startYouTubeSandbox, type YouTubeSandbox } from '../src/youtube/index.js';

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

/** Follows nextPageToken until it is absent, like a real client must. */
async function searchAll(params: Record<string, string | number>): Promise<{ items: Json[]; pages: Json[] }> {
  const pages: Json[] = [];
  let pageToken: string | undefined;
  do {
    const { status, body } = await api('search', {
      part: 'snippet',
      maxResults: 50,
      ...params,
      ...(pageToken ? { pageToken } : {}),
    });
    expect(status).toBe(200);
    pages.push(body);
    pageToken = body['nextPageToken'];
  } while (pageToken);
  return { items: pages.flatMap((p) => p['items'] ?? []), pages };
}

async function durations(videoIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < videoIds.length; i += 50) {
    const { body } = await api('videos', { part: 'contentDetails', id: videoIds.slice(i, i + 50).join(',') });
    for (const item of body['items']) out.set(item.id, isoSeconds(item.contentDetails.duration));
  }
  return out;
}

function isoSeconds(iso: string): number {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso);
  if (!m) throw new Error(`bad duration ${iso}`);
  return Number(m[1] ?? 0) * 86400 + Number(m[2] ?? 0) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
}

const videoIdsOf = (items: Json[]) =>
  items.filter((i) => i.id.kind === 'youtube#video').map((i) => i.id.videoId as string);

beforeAll(async () => {
  sandbox = await startYouTubeSandbox({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.close());

describe('search.list envelope', () => {
  it('answers the real envelope with 5 results by default and id objects', async () => {
    const { status, body } = await api('search', { part: 'snippet', q: 'forest' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'youtube#searchListResponse',
      regionCode: 'US',
      pageInfo: { resultsPerPage: 5 },
    });
    expect(typeof body['etag']).toBe('string');
    expect(body['nextPageToken']).toMatch(/^[A-Za-z0-9+/_-]+$/);
    expect(body['prevPageToken']).toBeUndefined();
    expect(body['items']).toHaveLength(5);
    for (const item of body['items']) {
      expect(item.kind).toBe('youtube#searchResult');
      expect(['youtube#video', 'youtube#channel', 'youtube#playlist']).toContain(item.id.kind);
      expect(item.snippet.publishTime).toBe(item.snippet.publishedAt);
      expect(item.snippet.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it('pages through every result of a query until nextPageToken is absent', async () => {
    const { items, pages } = await searchAll({ q: 'piano', type: 'video' });
    const ids = videoIdsOf(items);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]?.['prevPageToken']).toBeDefined();
    const pianoTitled = sampleCatalogue()
      .videos.filter((v) => /\bpiano\b/i.test(v.title))
      .map((v) => v.id);
    expect(pianoTitled.length).toBeGreaterThan(10);
    expect(ids).toEqual(expect.arrayContaining(pianoTitled));
    // Snippets carry only an excerpt, so check the full text of each hit (sample or generated).
    for (let i = 0; i < ids.length; i += 50) {
      const { body } = await api('videos', { part: 'snippet', id: ids.slice(i, i + 50).join(',') });
      for (const video of body['items'] as Json[])
        expect(`${video.snippet.title} ${video.snippet.description}`).toMatch(/piano/i);
    }
    expect(sandbox.control.callCount('search')).toBe(pages.length);
    expect(sandbox.control.callCount('videos')).toBe(Math.ceil(ids.length / 50));
    expect(sandbox.control.unitsSpent()).toBe(pages.length * 100 + Math.ceil(ids.length / 50));
  });

  it('finds words across channels and honours | (OR) and - (NOT)', async () => {
    const catalogue = sampleCatalogue();
    // Within the sample catalogue: each query also has its own generated catalogue (demo-catalogue tests).
    const videoIdsOf = (items: Json[]) =>
      items.map((i) => i.id.videoId as string).filter((id) => catalogue.videosById.has(id));
    const bread = videoIdsOf((await searchAll({ q: 'BREAD', type: 'video' })).items);
    const lectureHall = catalogue.channels.find((c) => c.handle === 'OpenLectureHall');
    expect(bread.some((id) => catalogue.videosById.get(id)?.channelId === lectureHall?.id)).toBe(true);
    const piano = videoIdsOf((await searchAll({ q: 'piano', type: 'video' })).items);
    const either = videoIdsOf((await searchAll({ q: 'bread|piano', type: 'video' })).items);
    expect(new Set(either)).toEqual(new Set([...bread, ...piano]));
    const noChopin = videoIdsOf((await searchAll({ q: 'piano -chopin', type: 'video' })).items);
    expect(noChopin.length).toBeLessThan(piano.length);
    expect(noChopin.every((id) => !/chopin/i.test(catalogue.videosById.get(id)?.title ?? ''))).toBe(true);
  });

  it('matches everything for an empty q', async () => {
    const { items } = await searchAll({ type: 'video' });
    expect(items).toHaveLength(sampleCatalogue().videos.length);
    expect(items.length).toBeGreaterThanOrEqual(300);
  });

  it('entity-escapes titles in search but not in videos.list', async () => {
    const { items } = await searchAll({ q: 'grandma', type: 'video' });
    expect(items.length).toBeGreaterThan(0);
    const first = items[0] as Json;
    expect(first.snippet.title).toContain('&#39;');
    const { body } = await api('videos', { part: 'snippet', id: first.id.videoId });
    expect(body['items'][0].snippet.title).toContain("Grandma's");
    expect(body['items'][0].snippet.title).not.toContain('&#39;');
  });
});

describe('search.list filters and order', () => {
  it('orders by date, viewCount and title', async () => {
    const byDate = (await api('search', { part: 'snippet', type: 'video', order: 'date', maxResults: 50 }))
      .body['items'] as Json[];
    const dates = byDate.map((i) => i.snippet.publishedAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = [...sampleCatalogue().videos].sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    )[0];
    expect(byDate[0]?.id.videoId).toBe(newest?.id);

    const byViews = videoIdsOf(
      (await api('search', { part: 'id', type: 'video', order: 'viewCount', maxResults: 50 })).body['items'],
    );
    const { body } = await api('videos', { part: 'statistics', id: byViews.join(',') });
    const views = new Map((body['items'] as Json[]).map((i) => [i.id, Number(i.statistics.viewCount)]));
    const ordered = byViews.map((id) => views.get(id) ?? -1);
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));

    const byTitle = (
      await api('search', { part: 'snippet', q: 'bread', type: 'video', order: 'title', maxResults: 50 })
    ).body['items'] as Json[];
    const titles = byTitle.map((i) => (i.snippet.title as string).toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it.each([
    ['short', (s: number) => s < 240],
    ['medium', (s: number) => s >= 240 && s <= 1200],
    ['long', (s: number) => s > 1200],
  ])('videoDuration=%s keeps only matching lengths', async (bucket, fits) => {
    const ids = videoIdsOf((await searchAll({ type: 'video', videoDuration: bucket })).items);
    expect(ids.length).toBeGreaterThan(20);
    const lengths = await durations(ids);
    expect([...lengths.values()].every(fits)).toBe(true);
  });

  it('puts the boundary lengths in the documented buckets', async () => {
    const byLength = new Map(sampleCatalogue().videos.map((v) => [v.durationSeconds, v.id]));
    const medium = new Set(videoIdsOf((await searchAll({ type: 'video', videoDuration: 'medium' })).items));
    expect(medium.has(byLength.get(240) ?? '')).toBe(true);
    expect(medium.has(byLength.get(1200) ?? '')).toBe(true);
    expect(medium.has(byLength.get(239) ?? '')).toBe(false);
    expect(medium.has(byLength.get(1201) ?? '')).toBe(false);
  });

  it('rejects video filters without type=video', async () => {
    const combos: Record<string, string>[] = [
      { videoDuration: 'short' },
      { videoDuration: 'long', type: 'video,channel' },
      { eventType: 'live' },
    ];
    for (const params of combos) {
      const { status, body } = await api('search', { part: 'snippet', ...params });
      expect(status).toBe(400);
      expect(body['error'].errors[0].reason).toBe('invalidSearchFilter');
    }
  });

  it('restricts to one channel', async () => {
    const channel = sampleCatalogue().channels[2];
    const { items, pages } = await searchAll({ channelId: channel?.id ?? '', type: 'video' });
    expect(items).toHaveLength(channel?.videoCount ?? -1);
    expect(items.every((i) => i.snippet.channelId === channel?.id)).toBe(true);
    expect(pages[0]?.['pageInfo'].totalResults).toBe(channel?.videoCount);
  });

  it('returns channel results with only-url avatars served by the sandbox', async () => {
    const { body } = await api('search', { part: 'snippet', q: 'woodworking', type: 'channel' });
    const item = body['items'][0] as Json;
    expect(item.id).toEqual({ kind: 'youtube#channel', channelId: expect.stringMatching(/^UC[\w-]{22}$/) });
    expect(Object.keys(item.snippet.thumbnails.default)).toEqual(['url']);
    expect(item.snippet.thumbnails.default.url.startsWith(sandbox.url)).toBe(true);
  });

  it('rejects bad page tokens and out-of-range maxResults', async () => {
    for (const pageToken of ['not-a-token', 'CJBOEAA']) {
      const { status, body } = await api('search', { part: 'snippet', pageToken });
      expect(status).toBe(400);
      expect(body['error'].errors[0].reason).toBe('invalidPageToken');
    }
    expect((await api('search', { part: 'snippet', maxResults: 51 })).status).toBe(400);
  });
});
