import {
  ChannelListResponseSchema,
  ChannelPlaylistResponseSchema,
  VideoListResponseSchema,
} from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { durationSeconds } from '../src/youtube/iso-duration.js';
import {
  asCaller,
  asSubscriber,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

const catalogue = sampleCatalogue();
// The channel with the most uploads, so that its uploads span several pages of 10.
const channel =
  [...catalogue.channels].sort((a, b) => b.videoCount - a.videoCount)[0] ?? catalogue.channels[0];
if (!channel) throw new Error('The sandbox catalogue has no channel');

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp(
  (app, sandboxes) => {
    t = app;
    upstreams = sandboxes;
  },
  { env: { YOUTUBE_PAGE_SIZE: '10' } },
);

const get = (path: string, headers = asSubscriber()) => t.http.get(path).set(headers);
const calls = (method: 'search' | 'videos' | 'channels' | 'playlistItems') =>
  upstreams.youtube.control.callCount(method);

describe('video details', () => {
  it('answers one video, or many in the order asked, unknown ids left out and repeated ids once, in one upstream call', async () => {
    const [a, b, c] = catalogue.videos.slice(10, 13).map((video) => video.id);
    const one = VideoListResponseSchema.parse(
      (await get(`/api/youtube/videos/${a}`, asCaller({})).expect(200)).body,
    );
    expect(one.items.map((video) => video.id)).toEqual([a]);
    expect(one.items[0]?.contentDetails?.duration).toMatch(/^P/);
    expect(one.items[0]?.statistics?.viewCount).toMatch(/^\d+$/);
    const many = VideoListResponseSchema.parse(
      (await get(`/api/youtube/videos/${c},Unknown0001,${b},${c}`, asCaller({})).expect(200)).body,
    );
    expect(many.items.map((video) => video.id)).toEqual([c, b]);
    expect(calls('videos')).toBe(2);
    expect(upstreams.youtube.control.calls('videos')[1]?.params['id']?.split(',').sort()).toEqual(
      ['Unknown0001', b, c].sort(),
    );
  });

  it('remembers unknown ids too, so asking again costs nothing', async () => {
    await get('/api/youtube/videos/Unknown0002', asCaller({})).expect(200, {
      kind: 'youtube#videoListResponse',
      items: [],
      pageInfo: { totalResults: 0, resultsPerPage: 0 },
    });
    await get('/api/youtube/videos/Unknown0002', asCaller({})).expect(200);
    expect(calls('videos')).toBe(1);
  });

  it('takes a path with a trailing slash as the same route, as the gateway forwards it', async () => {
    const [video] = sampleCatalogue().videos;
    const answer = await get(`/api/youtube/videos/${video!.id}/`, asCaller({})).expect(200);
    expect(VideoListResponseSchema.parse(answer.body).items.map((item) => item.id)).toEqual([video!.id]);
  });

  it('refuses more than 50 ids and malformed ids with 400 naming the field', async () => {
    const ids = catalogue.videos
      .slice(0, 51)
      .map((video) => video.id)
      .join(',');
    const tooMany = await get(`/api/youtube/videos/${ids}`, asCaller({})).expect(400);
    expect(tooMany.body.details[0]).toEqual({ field: 'params.ids', message: 'At most 50 ids' });
    const malformed = await get('/api/youtube/videos/abc$def', asCaller({})).expect(400);
    expect(malformed.body.details[0].field).toMatch(/^params\.ids/);
    expect(calls('videos')).toBe(0);
  });
});

describe('channel details', () => {
  it('answers items[0] with statistics and the uploads playlist, by id or by handle in any case', async () => {
    const byId = ChannelListResponseSchema.parse(
      (await get(`/api/youtube/channels/${channel.id}`).expect(200)).body,
    );
    expect(byId.items[0]).toMatchObject({
      id: channel.id,
      snippet: { title: channel.title },
      statistics: { videoCount: String(channel.videoCount) },
    });
    expect(byId.items[0]?.contentDetails?.relatedPlaylists.uploads).toBe(channel.uploadsPlaylistId);
    const byHandle = ChannelListResponseSchema.parse(
      (await get(`/api/youtube/channels/@${channel.handle.toUpperCase()}`).expect(200)).body,
    );
    expect(byHandle.items[0]?.id).toBe(channel.id);
    expect(upstreams.youtube.control.calls('channels')[1]?.params['forHandle']).toBe(
      `@${channel.handle.toUpperCase()}`,
    );
  });

  it('resolves legacy links: a /user/ name through forUsername, a /c/ name as a handle, each cached', async () => {
    const withUsername = catalogue.channels.find(
      (entry) => entry.username && entry.username !== entry.handle,
    );
    const withCustomName = catalogue.channels.find(
      (entry) => entry.customName && entry.customName !== entry.handle,
    );
    if (!withUsername?.username || !withCustomName?.customName)
      throw new Error('The sandbox catalogue has no legacy names');
    for (let round = 0; round < 2; round++) {
      const byUsername = ChannelListResponseSchema.parse(
        (await get(`/api/youtube/channels/${withUsername.username.toLowerCase()}?by=username`).expect(200))
          .body,
      );
      expect(byUsername.items[0]?.id).toBe(withUsername.id);
      const byCustomName = ChannelListResponseSchema.parse(
        (await get(`/api/youtube/channels/@${withCustomName.customName}`).expect(200)).body,
      );
      expect(byCustomName.items[0]?.id).toBe(withCustomName.id);
    }
    expect(calls('channels')).toBe(2);
    expect(upstreams.youtube.control.calls('channels')[0]?.params).toMatchObject({
      forUsername: withUsername.username.toLowerCase(),
    });
    // The name is not an id: without by=username it finds nothing, and by=username is the only lookup word.
    const asId = await get(`/api/youtube/channels/${withUsername.username}`).expect(200);
    expect(asId.body.items).toEqual([]);
    const refused = await get(`/api/youtube/channels/${withUsername.username}?by=handle`).expect(400);
    expect(refused.body.details[0].field).toBe('query.by');
  });

  it('answers empty items for an unknown channel', async () => {
    await get('/api/youtube/channels/UCxxxxxxxxxxxxxxxxxxxxxx')
      .expect(200)
      .expect((response) => expect(response.body.items).toEqual([]));
  });

  it('needs a signed-in caller', async () => {
    await get(`/api/youtube/channels/${channel.id}`, asCaller({})).expect(401);
    await get(`/api/youtube/channel-playlist/${channel.id}`, asCaller({})).expect(401);
  });
});

describe("a channel's uploads", () => {
  const uploads = catalogue.videos
    .filter((video) => video.channelId === channel.id)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

  it('pages newest first through the uploads playlist, never through search, each item with its duration', async () => {
    const first = ChannelPlaylistResponseSchema.parse(
      (await get(`/api/youtube/channel-playlist/${channel.id}`).expect(200)).body,
    );
    expect(first.items.map((item) => item.contentDetails.videoId)).toEqual(
      uploads.slice(0, 10).map((video) => video.id),
    );
    for (const item of first.items) expect(durationSeconds(item.duration ?? '')).not.toBeNull();
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = ChannelPlaylistResponseSchema.parse(
      (await get(`/api/youtube/channel-playlist/${channel.id}?pageToken=${first.nextPageToken}`).expect(200))
        .body,
    );
    expect(second.items.map((item) => item.contentDetails.videoId)).toEqual(
      uploads.slice(10, 20).map((video) => video.id),
    );
    expect({
      search: calls('search'),
      channels: calls('channels'),
      playlistItems: calls('playlistItems'),
      videos: calls('videos'),
    }).toEqual({
      search: 0,
      channels: 1,
      playlistItems: 2,
      videos: 2,
    });
    expect(upstreams.youtube.control.calls('playlistItems')[0]?.params).toMatchObject({
      playlistId: channel.uploadsPlaylistId,
      maxResults: '10',
    });
  });

  it('finds the uploads playlist from the cached channel details: the channel screen costs one channels call', async () => {
    await get(`/api/youtube/channels/${channel.id}`).expect(200);
    await get(`/api/youtube/channel-playlist/${channel.id}`).expect(200);
    t.clock.advance(11 * 60_000);
    await get(`/api/youtube/channel-playlist/${channel.id}`).expect(200);
    expect(calls('channels')).toBe(1);
  });

  it('filters the page by duration and sorts it within the page by title or view count', async () => {
    const page = uploads.slice(0, 10);
    const short = ChannelPlaylistResponseSchema.parse(
      (await get(`/api/youtube/channel-playlist/${channel.id}?videoDuration=short`).expect(200)).body,
    );
    expect(short.items.map((item) => item.contentDetails.videoId)).toEqual(
      page
        .filter((video) => (video.durationSeconds ?? 0) < 240 && video.durationSeconds !== null)
        .map((video) => video.id),
    );
    const byTitle = ChannelPlaylistResponseSchema.parse(
      (await get(`/api/youtube/channel-playlist/${channel.id}?order=title`).expect(200)).body,
    );
    expect(byTitle.items.map((item) => item.snippet.title)).toEqual(
      page.map((video) => video.title).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const byViews = ChannelPlaylistResponseSchema.parse(
      (await get(`/api/youtube/channel-playlist/${channel.id}?order=viewCount`).expect(200)).body,
    );
    expect(byViews.items.map((item) => item.contentDetails.videoId)).toEqual(
      [...page].sort((a, b) => b.viewCount - a.viewCount).map((video) => video.id),
    );
    expect(calls('playlistItems')).toBe(1);
  });

  it('refuses relevance order and unknown durations with 400', async () => {
    const relevance = await get(`/api/youtube/channel-playlist/${channel.id}?order=relevance`).expect(400);
    expect(relevance.body.details[0].field).toBe('query.order');
    await get(`/api/youtube/channel-playlist/${channel.id}?videoDuration=forever`).expect(400);
    expect(upstreams.youtube.control.callCount()).toBe(0);
  });

  it('answers 404 for an unknown channel', async () => {
    const response = await get('/api/youtube/channel-playlist/UCxxxxxxxxxxxxxxxxxxxxxx').expect(404);
    expect(response.body).toMatchObject({ code: 'not_found', message: 'Channel not found' });
  });
});
