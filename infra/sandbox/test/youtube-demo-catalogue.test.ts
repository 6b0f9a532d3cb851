import { sampleCatalogue, startYouTubeSandbox, type YouTubeSandbox } from '../src/youtube/index.js';
import { generateTopicCatalogue } from '../src/youtube/catalogue/demo-topics/generate-topic.js';
import { queryTopic } from '../src/youtube/catalogue/demo-topics/query-topic.js';
import { parseSearchQuery } from '../src/youtube/search/search-query.js';

type Json = Record<string, any>;
let sandbox: YouTubeSandbox;

async function api(method: string, params: Record<string, string | number>): Promise<Json> {
  const query = new URLSearchParams({
    key: 'test-key',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const res = await fetch(`${sandbox.url}/youtube/v3/${method}?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

/** Every page of a search, following nextPageToken like a real client. */
async function searchAll(params: Record<string, string | number>): Promise<{ items: Json[]; pages: Json[] }> {
  const pages: Json[] = [];
  let pageToken: string | undefined;
  do {
    const body = await api('search', {
      part: 'snippet',
      type: 'video',
      maxResults: 20,
      ...params,
      ...(pageToken ? { pageToken } : {}),
    });
    pages.push(body);
    pageToken = body['nextPageToken'];
  } while (pageToken);
  return { items: pages.flatMap((p) => p['items'] ?? []), pages };
}

async function videosById(ids: string[], part = 'snippet,contentDetails,statistics'): Promise<Json[]> {
  const out: Json[] = [];
  for (let i = 0; i < ids.length; i += 50)
    out.push(...(await api('videos', { part, id: ids.slice(i, i + 50).join(',') }))['items']);
  return out;
}

const seconds = (iso: string): number => {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!m) throw new Error(`bad duration ${iso}`);
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
};
const ids = (items: Json[]) => items.map((i) => i.id.videoId as string);
const sampleIds = new Set(sampleCatalogue().videosById.keys());

beforeAll(async () => {
  sandbox = await startYouTubeSandbox({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.close());

describe('the generated catalogue of a query', () => {
  it('is the same for the same query however it is spelled, and another for another query', () => {
    const topic = (q: string) => queryTopic(parseSearchQuery(q), q);
    expect(topic('Python  tutorial')).toEqual(topic('python Tutorial'));
    expect(topic('python tutorial')?.title).toBe('Python Tutorial');
    expect(topic('CSS grid')?.title).toBe('CSS Grid');
    expect(topic('')).toBeUndefined();
    const build = (q: string) => generateTopicCatalogue(topic(q)!, sampleIds);
    const first = build('cats');
    const again = build('cats');
    expect(again.videos.map((v) => [v.id, v.title, v.durationSeconds, v.viewCount, v.publishedAt])).toEqual(
      first.videos.map((v) => [v.id, v.title, v.durationSeconds, v.viewCount, v.publishedAt]),
    );
    const other = build('history');
    expect(other.videos.map((v) => v.id)).not.toEqual(first.videos.map((v) => v.id));
    expect(first.videos.every((v) => /\bCats\b/.test(v.title) && !sampleIds.has(v.id))).toBe(true);
    expect(other.channels.every((c) => /History/.test(c.title) && /^UC[\w-]{22}$/.test(c.id))).toBe(true);
  });

  it('answers any query with several pages, each video once, and totals that stay the same', async () => {
    for (const q of ['cats', 'history', 'python tutorial']) {
      const { items, pages } = await searchAll({ q });
      expect(pages.length).toBeGreaterThan(1);
      expect(new Set(ids(items)).size).toBe(items.length);
      expect(new Set(pages.map((p) => p['pageInfo'].totalResults)).size).toBe(1);
      for (const item of items) expect(item.snippet.title.toLowerCase()).toContain(q.split(' ')[0]);
      // A token asked for again gives the same page.
      const second = await api('search', {
        part: 'snippet',
        type: 'video',
        maxResults: 20,
        q,
        pageToken: pages[0]?.['nextPageToken'],
      });
      expect(ids(second['items'])).toEqual(ids(pages[1]?.['items']));
      const back = await api('search', {
        part: 'snippet',
        type: 'video',
        maxResults: 20,
        q,
        pageToken: second['prevPageToken'],
      });
      expect(ids(back['items'])).toEqual(ids(pages[0]?.['items']));
    }
    const cats = ids((await searchAll({ q: 'cats' })).items);
    expect(ids((await searchAll({ q: 'CATS ' })).items)).toEqual(cats);
    expect(ids((await searchAll({ q: 'history' })).items)).not.toEqual(cats);
  });

  it('lists the matching sample videos first, then the generated ones', async () => {
    const { items } = await searchAll({ q: 'nature' });
    const fromSample = ids(items).filter((id) => sampleIds.has(id));
    expect(fromSample.length).toBeGreaterThan(0);
    expect(ids(items).slice(0, fromSample.length)).toEqual(fromSample);
    expect(items.length).toBeGreaterThan(fromSample.length + 20);
  });

  it.each([
    ['short', (s: number) => s < 240],
    ['medium', (s: number) => s >= 240 && s <= 1200],
    ['long', (s: number) => s > 1200],
  ])('keeps videoDuration=%s across every page', async (videoDuration, fits) => {
    const { items } = await searchAll({ q: 'cats', videoDuration });
    expect(items.length).toBeGreaterThan(3);
    const videos = await videosById(ids(items), 'contentDetails');
    expect(videos).toHaveLength(items.length);
    expect(videos.every((v) => fits(seconds(v.contentDetails.duration)))).toBe(true);
  });

  it.each([
    ['date', (v: Json) => Date.parse(v.snippet.publishedAt)],
    ['viewCount', (v: Json) => Number(v.statistics.viewCount)],
    ['rating', (v: Json) => Number(v.statistics.likeCount ?? 0)],
  ])('orders by %s across pages', async (order, measure) => {
    const { items } = await searchAll({ q: 'python tutorial', order });
    const videos = await videosById(ids(items));
    const values = videos.map(measure);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('resolves generated videos, channels and uploads like the sample ones', async () => {
    const { items } = await searchAll({ q: 'history' });
    const [video] = await videosById([items[0]?.id.videoId]);
    expect(video).toMatchObject({
      kind: 'youtube#video',
      snippet: { title: expect.stringContaining('History'), channelTitle: expect.any(String) },
      contentDetails: { duration: expect.stringMatching(/^PT/) },
      statistics: { viewCount: expect.stringMatching(/^\d+$/) },
    });
    const channels = await api('channels', {
      part: 'snippet,statistics,contentDetails',
      id: video?.snippet.channelId,
    });
    const channel = channels['items'][0];
    expect(channel.contentDetails.relatedPlaylists.uploads).toBe(`UU${channel.id.slice(2)}`);
    const uploads = await api('playlistItems', {
      part: 'snippet,contentDetails',
      playlistId: channel.contentDetails.relatedPlaylists.uploads,
      maxResults: 50,
    });
    expect(uploads['pageInfo'].totalResults).toBe(Number(channel.statistics.videoCount));
    const dates = uploads['items'].map((i: Json) => i.contentDetails.videoPublishedAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(uploads['items'].map((i: Json) => i.contentDetails.videoId)).toContain(video?.id);
    const within = await searchAll({ channelId: channel.id });
    expect(within.items.length).toBe(Number(channel.statistics.videoCount));

    const thumb = await fetch(video?.snippet.thumbnails.medium.url);
    expect(thumb.status).toBe(200);
    // Its embed page tells the player its length and that it may play (embed-page.ts).
    const embed = await (await fetch(`${sandbox.url}/embed/${video?.id}`)).text();
    expect(embed).toContain(
      JSON.stringify({
        id: video?.id,
        found: true,
        duration: seconds(video?.contentDetails.duration),
        embeddable: true,
      }),
    );
  });

  it('still finds nothing when the query excludes its own words', async () => {
    const body = await api('search', { part: 'snippet', type: 'video', q: 'cats -cats' });
    expect(body['items']).toEqual([]);
    expect(body['pageInfo'].totalResults).toBe(0);
  });
});
