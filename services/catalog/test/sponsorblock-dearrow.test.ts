import { createHash } from 'node:crypto';
import { BrandingListSchema, VideoSegmentsSchema } from '@stillframe/contracts';
import { communityBranding, communitySegments, sampleCatalogue } from '@stillframe/sandbox';
import {
  asCaller,
  asSubscriber,
  startCatalogTestApp,
  startUpstreams,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

const MINUTE = 60_000;
const videos = sampleCatalogue().videos;
const withSegments = videos.filter((video) => communitySegments(video).length >= 3);
const withoutSegments = videos.filter((video) => communitySegments(video).length === 0);
const titleOf = (video: (typeof videos)[number]) => communityBranding(video)?.titles[0];
const withCommunityTitle = videos.filter((video) => {
  const title = titleOf(video);
  return title && !title.original && title.votes >= 0;
});
const withVotedDownTitle = videos.find((video) => (titleOf(video)?.votes ?? 0) < 0)!;
const withoutBranding = videos.find((video) => communityBranding(video) === null)!;
const anotherUser = () => asCaller({ sub: 'user-2', sid: 'session-2', prf: null, pln: 'pro' });

let upstreams: Upstreams;
let t: CatalogTestApp;
const communityEnv = () => ({
  SPONSORBLOCK_BASE_URL: `${upstreams.youtube.url}/sponsorblock`,
  DEARROW_THUMBNAIL_BASE_URL: `${upstreams.youtube.url}/dearrow-thumb`,
});
beforeAll(async () => {
  upstreams = await startUpstreams();
});
afterAll(() => upstreams.close());
beforeEach(async () => {
  upstreams.reset();
  upstreams.youtube.sponsorBlock.reset();
  t = await startCatalogTestApp(upstreams, { env: communityEnv() });
});
afterEach(() => t.close());

const calls = (endpoint: 'skipSegments' | 'branding') => upstreams.youtube.sponsorBlock.callCount(endpoint);
const segmentsOf = async (videoId: string, caller = asSubscriber()) =>
  VideoSegmentsSchema.parse(
    (await t.http.get(`/api/sponsorblock/segments/${videoId}`).set(caller).expect(200)).body,
  );
const brandingOf = async (ids: string[], caller = asSubscriber()) =>
  BrandingListSchema.parse(
    (
      await t.http
        .get(`/api/dearrow/branding/${ids.join(',')}`)
        .set(caller)
        .expect(200)
    ).body,
  ).items;

describe('SponsorBlock segments through the catalog', () => {
  it("asks by the first 4 hex characters of the id's SHA-256, never by the id, and answers the video's own segments sorted", async () => {
    const video = withSegments[0]!;
    const answer = await segmentsOf(video.id);
    expect(answer.videoId).toBe(video.id);
    const expected = communitySegments(video)
      .map((segment) => segment.segment[0])
      .sort((a, b) => a - b);
    expect(answer.segments.map((segment) => segment.start)).toEqual(expected);
    expect(answer.segments.map((segment) => segment.category)).toContain('intro');
    const prefix = createHash('sha256').update(video.id).digest('hex').slice(0, 4);
    const [request] = upstreams.youtube.sponsorBlock.requests();
    expect(request).toMatch(new RegExp(`^/sponsorblock/api/skipSegments/${prefix}\\?`));
    expect(upstreams.youtube.sponsorBlock.requests().join(' ')).not.toContain(video.id);
  });

  it('shares one upstream answer between users and replicas (real Redis) for an hour, "none" for half an hour', async () => {
    const video = withSegments[1]!;
    const first = await segmentsOf(video.id);
    expect(await segmentsOf(video.id, anotherUser())).toEqual(first);
    const replica = await startCatalogTestApp(upstreams, { env: communityEnv(), keepRedis: true });
    try {
      const fromReplica = await replica.http.get(`/api/sponsorblock/segments/${video.id}`).set(anotherUser());
      expect(fromReplica.body).toEqual(first);
    } finally {
      await replica.close();
    }
    expect(calls('skipSegments')).toBe(1);

    const empty = withoutSegments[0]!;
    expect((await segmentsOf(empty.id)).segments).toEqual([]);
    t.clock.advance(29 * MINUTE);
    await segmentsOf(empty.id, anotherUser());
    await segmentsOf(video.id);
    expect(calls('skipSegments')).toBe(2);
    t.clock.advance(2 * MINUTE);
    await segmentsOf(empty.id);
    expect(calls('skipSegments')).toBe(3);
    t.clock.advance(30 * MINUTE);
    await segmentsOf(video.id);
    expect(calls('skipSegments')).toBe(4);
    expect(await t.metrics()).toMatch(
      /stillframe_catalog_cache_lookups_total\{[^}]*kind="sponsor-segments"[^}]*result="fresh"[^}]*\} [2-9]/,
    );
  });

  it('answers no segments (never a 500) when SponsorBlock fails, and asks again after a minute', async () => {
    const video = withSegments[2]!;
    await fetch(`${upstreams.youtube.url}/__control/sponsorblock/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, status: 502 }),
    });
    expect((await segmentsOf(video.id)).segments).toEqual([]);
    await segmentsOf(video.id);
    expect(calls('skipSegments')).toBe(1);
    t.clock.advance(MINUTE + 1000);
    expect((await segmentsOf(video.id)).segments.length).toBeGreaterThan(0);
    expect(calls('skipSegments')).toBe(2);
  });

  it('keeps the segments it had while SponsorBlock fails', async () => {
    const video = withSegments[3]!;
    const known = await segmentsOf(video.id);
    t.clock.advance(61 * MINUTE);
    await fetch(`${upstreams.youtube.url}/__control/sponsorblock/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, status: 503 }),
    });
    expect(await segmentsOf(video.id)).toEqual(known);
    await segmentsOf(video.id);
    expect(calls('skipSegments')).toBe(2);
  });

  it('answers no segments when SponsorBlock cannot be reached at all', async () => {
    const unreachable = await startCatalogTestApp(upstreams, {
      env: { ...communityEnv(), SPONSORBLOCK_BASE_URL: 'http://127.0.0.1:9' },
    });
    try {
      const answer = await unreachable.http
        .get(`/api/sponsorblock/segments/${withSegments[0]!.id}`)
        .set(asSubscriber())
        .expect(200);
      expect(answer.body).toEqual({ videoId: withSegments[0]!.id, segments: [] });
    } finally {
      await unreachable.close();
    }
  });

  it('refuses a malformed video id with a 400 naming the field', async () => {
    const answer = await t.http.get('/api/sponsorblock/segments/bad!id').set(asSubscriber()).expect(400);
    expect(JSON.stringify(answer.body)).toContain('videoId');
    expect(calls('skipSegments')).toBe(0);
  });
});

describe('DeArrow branding through the catalog', () => {
  it("answers a page in one call, in the order asked: the community's title and frame, else nulls", async () => {
    const titled = withCommunityTitle[0]!;
    const ids = [titled.id, withVotedDownTitle.id, withoutBranding.id, titled.id];
    const items = await brandingOf(ids);
    expect(items.map((item) => item.videoId)).toEqual(ids);
    const expectedTitle = titleOf(titled)!.title.replaceAll('\u2039', '<');
    expect(items[0]!.title).toBe(expectedTitle);
    expect(items[1]!.title).toBeNull();
    expect(items[2]).toEqual({ videoId: withoutBranding.id, title: null, thumbnailUrl: null });
    expect(items[3]).toEqual(items[0]);
    const framed = withCommunityTitle.find((video) => {
      const thumbnail = communityBranding(video)!.thumbnails[0];
      return thumbnail && !thumbnail.original && thumbnail.votes >= 0;
    })!;
    const [withFrame] = await brandingOf([framed.id]);
    const time = communityBranding(framed)!.thumbnails[0]!.timestamp;
    expect(withFrame!.thumbnailUrl).toBe(
      `${upstreams.youtube.url}/dearrow-thumb/api/v1/getThumbnail?videoID=${framed.id}&time=${time}`,
    );
    expect((await fetch(withFrame!.thumbnailUrl!)).status).toBe(200);
    expect(upstreams.youtube.sponsorBlock.requests().join(' ')).not.toMatch(
      new RegExp(`/api/branding/[^ ]*(${ids.join('|')})`),
    );
  });

  it('caches each video for everyone: a second page costs only its new videos', async () => {
    const page = withCommunityTitle.slice(0, 5).map((video) => video.id);
    await brandingOf(page);
    expect(calls('branding')).toBe(5);
    await brandingOf([...page.slice(2), withoutBranding.id], anotherUser());
    expect(calls('branding')).toBe(6);
  });

  it('keeps the original titles (nulls, not an error) when DeArrow fails, and refuses more than 50 ids', async () => {
    await fetch(`${upstreams.youtube.url}/__control/sponsorblock/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, status: 500 }),
    });
    const [item] = await brandingOf([withCommunityTitle[0]!.id]);
    expect(item).toMatchObject({ title: null, thumbnailUrl: null });
    const tooMany = videos.slice(0, 51).map((video) => video.id);
    const refused = await t.http
      .get(`/api/dearrow/branding/${tooMany.join(',')}`)
      .set(asSubscriber())
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('ids');
  });
});
