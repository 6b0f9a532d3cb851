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

beforeAll(async () => {
  sandbox = await startYouTubeSandbox({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.close());

describe('videos.list', () => {
  it('returns requested parts with string statistics and ISO durations, dropping unknown ids', async () => {
    const [a, b] = sampleCatalogue().videos;
    const { status, body } = await api('videos', {
      part: 'snippet,contentDetails,statistics',
      id: `${a?.id},AAAAAAAAAAA,${b?.id}`,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: 'youtube#videoListResponse',
      pageInfo: { totalResults: 2, resultsPerPage: 2 },
    });
    const items = body['items'] as Json[];
    expect(items.map((i) => i.id)).toEqual([a?.id, b?.id]);
    for (const item of items) {
      expect(item.kind).toBe('youtube#video');
      expect(item.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(item.contentDetails.duration).toMatch(/^P(\d+D)?(T(\d+H)?(\d+M)?(\d+S)?)?$/);
      expect(['true', 'false']).toContain(item.contentDetails.caption);
      expect(typeof item.statistics.viewCount).toBe('string');
      expect(item.statistics.favoriteCount).toBe('0');
      expect(item.statistics.dislikeCount).toBeUndefined();
      expect(item.snippet.thumbnails.high).toMatchObject({ width: 480, height: 360 });
      expect(item.snippet.localized.title).toBe(item.snippet.title);
    }
  });

  it('omits parts that were not asked for and answers 200 with no items for unknown ids', async () => {
    const video = sampleCatalogue().videos[3];
    const { body } = await api('videos', { part: 'id', id: video?.id ?? '' });
    expect(Object.keys(body['items'][0]).sort()).toEqual(['etag', 'id', 'kind']);
    const missing = await api('videos', { part: 'snippet', id: 'zzzzzzzzzzz' });
    expect(missing.status).toBe(200);
    expect(missing.body['items']).toEqual([]);
    expect(missing.body['pageInfo'].totalResults).toBe(0);
  });

  it('formats the day-long video and the live stream like the real API', async () => {
    const videos = sampleCatalogue().videos;
    const dayLong = videos.find((v) => (v.durationSeconds ?? 0) >= 86400);
    const live = videos.find((v) => v.liveBroadcastContent === 'live');
    const { body } = await api('videos', {
      part: 'contentDetails,snippet',
      id: `${dayLong?.id},${live?.id}`,
    });
    const [first, second] = body['items'] as Json[];
    expect(first?.contentDetails.duration).toBe('P1DT2H10M');
    expect(second?.contentDetails.duration).toBe('P0D');
    expect(second?.snippet.liveBroadcastContent).toBe('live');
  });

  it('caps ids at 50 and needs a filter', async () => {
    const ids = sampleCatalogue()
      .videos.slice(0, 51)
      .map((v) => v.id)
      .join(',');
    expect((await api('videos', { part: 'id', id: ids })).status).toBe(400);
    const none = await api('videos', { part: 'snippet' });
    expect(none.status).toBe(400);
    expect(none.body['error'].errors[0].reason).toBe('missingRequiredParameter');
  });

  it('pages the mostPopular chart', async () => {
    const first = await api('videos', { part: 'statistics', chart: 'mostPopular', maxResults: 10 });
    expect(first.body['items']).toHaveLength(10);
    const second = await api('videos', {
      part: 'statistics',
      chart: 'mostPopular',
      maxResults: 10,
      pageToken: first.body['nextPageToken'],
    });
    const views = [...first.body['items'], ...second.body['items']].map((i: Json) =>
      Number(i.statistics.viewCount),
    );
    expect(views).toEqual([...views].sort((x, y) => y - x));
  });
});

describe('channels.list', () => {
  const piano = () => sampleCatalogue().channels.find((c) => c.handle === 'DailyPianoPractice');

  it('finds a channel by id, by handle with or without @, and by legacy username', async () => {
    const channel = piano();
    const filters: Record<string, string>[] = [
      { id: channel?.id ?? '' },
      { forHandle: '@DailyPianoPractice' },
      { forHandle: 'dailypianopractice' },
      { forUsername: 'DailyPianoPractice' },
    ];
    for (const filter of filters) {
      const { body } = await api('channels', { part: 'snippet,contentDetails,statistics', ...filter });
      expect(body['pageInfo']).toEqual({ totalResults: 1, resultsPerPage: 5 });
      const item = body['items'][0] as Json;
      expect(item.id).toBe(channel?.id);
      expect(item.snippet.customUrl).toBe('@dailypianopractice');
      expect(item.contentDetails.relatedPlaylists.uploads).toBe(`UU${channel?.id.slice(2)}`);
      expect(item.statistics).toMatchObject({
        videoCount: String(channel?.videoCount),
        hiddenSubscriberCount: false,
      });
      expect(item.snippet.thumbnails.default).toMatchObject({ width: 88, height: 88 });
    }
  });

  it('resolves every legacy /c/ and /user/ link of the descriptions: forHandle and forUsername', async () => {
    const catalogue = sampleCatalogue();
    const links = [
      ...catalogue.videos
        .map((v) => v.description)
        .join('\n')
        .matchAll(/youtube\.com\/(c|user)\/([\w.-]+)/g),
    ];
    expect(new Set(links.map(([, kind]) => kind))).toEqual(new Set(['c', 'user']));
    for (const [, kind, name = ''] of links.slice(0, 12)) {
      const filter: Record<string, string> = kind === 'c' ? { forHandle: name } : { forUsername: name };
      const { body } = await api('channels', { part: 'snippet', ...filter });
      expect(body['pageInfo'].totalResults).toBe(1);
    }
    // A custom name that differs from the channel's handle still finds the channel.
    const chisel = catalogue.channels.find((c) => c.customName === 'HandPlaneChisel');
    const { body } = await api('channels', { part: 'snippet', forHandle: 'handplanechisel' });
    expect(body['items'][0].id).toBe(chisel?.id);
  });

  it('answers no items key when nothing matches, including a handle passed as username', async () => {
    const filters: Record<string, string>[] = [
      { forUsername: 'QuietForestWalks' },
      { id: 'UCaaaaaaaaaaaaaaaaaaaaaa' },
      { forHandle: '@nobody' },
    ];
    for (const filter of filters) {
      const { status, body } = await api('channels', { part: 'snippet', ...filter });
      expect(status).toBe(200);
      expect(body['pageInfo'].totalResults).toBe(0);
      expect('items' in body).toBe(false);
    }
  });

  it('leaves subscriberCount out when the channel hides it', async () => {
    const hidden = sampleCatalogue().channels.find((c) => c.hiddenSubscriberCount);
    const { body } = await api('channels', { part: 'statistics', id: hidden?.id ?? '' });
    expect(body['items'][0].statistics.hiddenSubscriberCount).toBe(true);
    expect(body['items'][0].statistics.subscriberCount).toBeUndefined();
  });
});

describe('playlistItems.list', () => {
  it('pages a whole uploads playlist newest first, cheaply', async () => {
    const channel = sampleCatalogue().channels.find((c) => c.videoCount > 35);
    const items: Json[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const { status, body } = await api('playlistItems', {
        part: 'snippet,contentDetails',
        playlistId: channel?.uploadsPlaylistId ?? '',
        maxResults: 20,
        ...(pageToken ? { pageToken } : {}),
      });
      expect(status).toBe(200);
      expect(body['kind']).toBe('youtube#playlistItemListResponse');
      items.push(...body['items']);
      pageToken = body['nextPageToken'];
      pages += 1;
    } while (pageToken);
    expect(items).toHaveLength(channel?.videoCount ?? -1);
    expect(items.map((i) => i.snippet.position)).toEqual(items.map((_, n) => n));
    const published = items.map((i) => i.contentDetails.videoPublishedAt as string);
    expect(published).toEqual([...published].sort().reverse());
    for (const item of items) {
      expect(item.id).not.toBe(item.contentDetails.videoId);
      expect(item.snippet.resourceId).toEqual({
        kind: 'youtube#video',
        videoId: item.contentDetails.videoId,
      });
      expect(item.snippet.videoOwnerChannelId).toBe(channel?.id);
    }
    expect(sandbox.control.unitsSpent()).toBe(pages);
  });

  it('answers 404 playlistNotFound for a channel id or an unknown playlist', async () => {
    const channel = sampleCatalogue().channels[0];
    for (const playlistId of [channel?.id ?? '', 'PLdoesnotexist']) {
      const { status, body } = await api('playlistItems', { part: 'snippet', playlistId });
      expect(status).toBe(404);
      expect(body['error']).toMatchObject({ code: 404, status: 'NOT_FOUND' });
      expect(body['error'].errors[0]).toMatchObject({
        reason: 'playlistNotFound',
        domain: 'youtube.playlistItem',
        location: 'playlistId',
        locationType: 'parameter',
      });
    }
  });

  it('uses real-looking playlist page tokens', async () => {
    const channel = sampleCatalogue().channels[1];
    const { body } = await api('playlistItems', {
      part: 'id',
      playlistId: channel?.uploadsPlaylistId ?? '',
      maxResults: 5,
    });
    expect(body['nextPageToken']).toMatch(/^EAAa/);
    const bad = await api('playlistItems', {
      part: 'id',
      playlistId: channel?.uploadsPlaylistId ?? '',
      pageToken: 'EAAaBlBUOkNESQ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body['error'].errors[0].reason).toBe('invalidPageToken');
  });
});
