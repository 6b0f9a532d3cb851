import { ChannelListResponseSchema, ChannelPlaylistResponseSchema } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import {
  asCaller,
  asSubscriber,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

const catalogue = sampleCatalogue();
const channel = [...catalogue.channels].sort((a, b) => b.videoCount - a.videoCount)[0];
if (!channel) throw new Error('The sandbox catalogue has no channel');
const newestFirst = catalogue.videos
  .filter((video) => video.channelId === channel.id)
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const isShort = (video: (typeof newestFirst)[number]) =>
  video.durationSeconds !== null && video.durationSeconds > 0 && video.durationSeconds <= 180;
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

let upstreams: Upstreams;
let t: CatalogTestApp;
const get = (path: string, headers = asSubscriber()) => t.http.get(path).set(headers);
const page = async (query: string) =>
  ChannelPlaylistResponseSchema.parse(
    (await get(`/api/youtube/channel-playlist/${channel.id}?${query}`).expect(200)).body,
  );
const ids = (response: { items: Array<{ contentDetails: { videoId: string } }> }) =>
  response.items.map((item) => item.contentDetails.videoId);

describe('channel pages over the whole uploads list', () => {
  useFreshCatalogApp(
    (app, sandboxes) => {
      t = app;
      upstreams = sandboxes;
    },
    { env: { YOUTUBE_PAGE_SIZE: '10', CHANNEL_UPLOADS_PAGE_SIZE: '15' } },
  );

  it('orders oldest first across pages with 1-unit playlist calls, read once and shared between users', async () => {
    const oldest = [...newestFirst].reverse();
    const first = await page('order=oldest');
    expect(ids(first)).toEqual(oldest.slice(0, 10).map((video) => video.id));
    expect(first.uploadsRead).toEqual({ count: newestFirst.length, complete: true });
    expect(first.nextPageToken).toBe('at10');
    const second = await page(`order=oldest&pageToken=${first.nextPageToken}`);
    expect(ids(second)).toEqual(oldest.slice(10, 20).map((video) => video.id));
    // Another subscriber reads the same cached list.
    await get(`/api/youtube/channel-playlist/${channel.id}?order=oldest`, asSubscriber()).expect(200);
    const playlistCalls = Math.ceil(newestFirst.length / 15);
    const videoCalls = Math.ceil(newestFirst.length / 50);
    expect(upstreams.youtube.control.callCount('search')).toBe(0);
    expect(upstreams.youtube.control.callCount('playlistItems')).toBe(playlistCalls);
    expect(upstreams.youtube.control.unitsSpent()).toBe(1 + playlistCalls + videoCalls);
  });

  it('searches within the channel by words of title or description, ignoring case and accents, never with search.list', async () => {
    const word = newestFirst[3]?.title.split(/\s+/).find((part) => part.length > 4) ?? 'forest';
    const expected = newestFirst.filter((video) =>
      folded(`${video.title}\n${video.description}`).includes(folded(word)),
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = await page(`q=${encodeURIComponent(word.toUpperCase())}`);
    expect(ids(found)).toEqual(expected.slice(0, 10).map((video) => video.id));
    const none = await page('q=zzqxnothinglikethis');
    expect(none.items).toEqual([]);
    expect(none.nextPageToken).toBeUndefined();
    expect(upstreams.youtube.control.callCount('search')).toBe(0);
  });

  it('hides Shorts (3 minutes or less) on the newest-first pages and over the whole list', async () => {
    expect(newestFirst.some(isShort)).toBe(true);
    const newest = await page('shorts=hide');
    expect(ids(newest)).toEqual(
      newestFirst
        .slice(0, 10)
        .filter((video) => !isShort(video))
        .map((video) => video.id),
    );
    const oldest = await page('order=oldest&shorts=hide');
    expect(ids(oldest)).toEqual(
      [...newestFirst]
        .reverse()
        .filter((video) => !isShort(video))
        .slice(0, 10)
        .map((video) => video.id),
    );
  });

  it('refuses a foreign page token and a search over 100 characters with 400 naming the field', async () => {
    const token = await get(`/api/youtube/channel-playlist/${channel.id}?q=forest&pageToken=CAoQAA`).expect(
      400,
    );
    expect(token.body).toMatchObject({ code: 'validation_failed' });
    expect(token.body.details[0].field).toBe('query.pageToken');
    const long = await get(`/api/youtube/channel-playlist/${channel.id}?q=${'a'.repeat(101)}`).expect(400);
    expect(long.body.details[0].field).toBe('query.q');
    await get(`/api/youtube/channel-playlist/${channel.id}?shorts=maybe`).expect(400);
  });

  it('answers many channels in one call per 50 ids, cached per channel and shared with the channel screen', async () => {
    const [a, b] = catalogue.channels;
    if (!a || !b) throw new Error('Two channels needed');
    const unknown = 'UCxxxxxxxxxxxxxxxxxxxxxx';
    const many = ChannelListResponseSchema.parse(
      (await get(`/api/youtube/channel-details/${a.id},${unknown},${b.id},${a.id}`).expect(200)).body,
    );
    expect(many.items.map((item) => item.id)).toEqual([a.id, b.id]);
    expect(many.items[0]?.statistics?.videoCount).toBe(String(a.videoCount));
    await get(`/api/youtube/channel-details/${b.id},${unknown}`).expect(200);
    await get(`/api/youtube/channels/${a.id}`).expect(200);
    await get(`/api/youtube/channel-playlist/${a.id}`).expect(200);
    expect(upstreams.youtube.control.callCount('channels')).toBe(1);
    expect(upstreams.youtube.control.calls('channels')[0]?.params['id']?.split(',')).toHaveLength(3);
  });

  it('refuses malformed ids, more than 50 ids, and callers without a subscription', async () => {
    const bad = await get('/api/youtube/channel-details/UCshort').expect(400);
    expect(bad.body.details[0].field).toMatch(/^params\.channelIds/);
    const tooMany = Array.from({ length: 51 }, (_, index) => `UC${String(index).padStart(22, '0')}`);
    await get(`/api/youtube/channel-details/${tooMany.join(',')}`).expect(400);
    await get(`/api/youtube/channel-details/${channel.id}`, asCaller({})).expect(401);
    expect(upstreams.youtube.control.callCount()).toBe(0);
  });
});

describe('the bound on reading a channel', () => {
  useFreshCatalogApp(
    (app, sandboxes) => {
      t = app;
      upstreams = sandboxes;
    },
    { env: { YOUTUBE_PAGE_SIZE: '10', CHANNEL_UPLOADS_PAGE_SIZE: '15', CHANNEL_UPLOADS_MAX_PAGES: '2' } },
  );

  it('stops after the last allowed page and says the list is incomplete', async () => {
    const first = await page('order=oldest');
    expect(first.uploadsRead).toEqual({ count: 30, complete: false });
    expect(ids(first)).toEqual(
      newestFirst
        .slice(0, 30)
        .reverse()
        .slice(0, 10)
        .map((video) => video.id),
    );
    expect(upstreams.youtube.control.callCount('playlistItems')).toBe(2);
  });
});
