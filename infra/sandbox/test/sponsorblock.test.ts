import { createHash } from 'node:crypto';
import { sampleCatalogue } from '../src/youtube/catalogue/build-catalogue.js';
import { startYouTubeSandbox } from '../src/youtube/index.js';
import {
  communityBranding,
  communitySegments,
  startSponsorBlockSandbox,
  type SponsorBlockSandbox,
} from '../src/youtube/sponsorblock/index.js';

const sha256 = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');
const catalogue = sampleCatalogue();
const withSegments = catalogue.videos.find((video) => communitySegments(video).length >= 3)!;
const withTitle = catalogue.videos.find(
  (video) =>
    communityBranding(video)?.titles[0]?.original === false &&
    communityBranding(video)!.thumbnails.length > 0,
)!;
const samplePrefixes = new Set(catalogue.videos.map((video) => sha256(video.id).slice(0, 4)));
const emptyPrefix = [...Array(65_536).keys()]
  .map((n) => n.toString(16).padStart(4, '0'))
  .find((prefix) => !samplePrefixes.has(prefix))!;

let sandbox: SponsorBlockSandbox;
beforeAll(async () => {
  sandbox = await startSponsorBlockSandbox({ catalogue });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.control.reset());

const get = async (path: string) => {
  const response = await fetch(`${sandbox.url}${path}`);
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
};
const json = (text: string): unknown => JSON.parse(text);

type WireVideo = { videoID: string; segments: Array<Record<string, unknown>> };

describe('the SponsorBlock stand-in: skip segments by hash prefix', () => {
  it("hashes ids as SponsorBlock does (the API's test vector)", () => {
    expect(sha256('dQw4w9WgXcQ').slice(0, 4)).toBe('5f6b');
  });

  it("answers sponsor skips by default, every video under the prefix, with SponsorBlock's field types", async () => {
    const prefix = sha256(withSegments.id).slice(0, 4);
    const answer = await get(`/sponsorblock/api/skipSegments/${prefix.toUpperCase()}`);
    expect(answer.status).toBe(200);
    const videos = json(answer.text) as WireVideo[];
    const own = videos.find((video) => video.videoID === withSegments.id)!;
    expect(own.segments.map((segment) => [segment.category, segment.actionType])).toEqual([
      ['sponsor', 'skip'],
    ]);
    const [sponsor] = own.segments;
    expect(sponsor).toEqual({
      category: 'sponsor',
      actionType: 'skip',
      segment: [expect.any(Number), expect.any(Number)],
      UUID: expect.stringMatching(/^[0-9a-f]{64}7$/),
      videoDuration: expect.any(Number),
      locked: expect.any(Number),
      votes: expect.any(Number),
      description: '',
    });
    expect(own).not.toHaveProperty('hash');
    for (const video of videos) expect(sha256(video.videoID).startsWith(prefix)).toBe(true);
  });

  it('answers the categories and action types asked for, as JSON arrays or repeated singulars, the same every time', async () => {
    const prefix = sha256(withSegments.id).slice(0, 4);
    const all = `categories=${encodeURIComponent(JSON.stringify(['sponsor', 'intro', 'selfpromo', 'interaction', 'outro', 'poi_highlight']))}&actionTypes=${encodeURIComponent(JSON.stringify(['skip', 'poi']))}`;
    const first = await get(`/sponsorblock/api/skipSegments/${prefix}?${all}`);
    const again = await get(`/sponsorblock/api/skipSegments/${prefix}?${all}`);
    expect(again.text).toBe(first.text);
    const own = (json(first.text) as WireVideo[]).find((video) => video.videoID === withSegments.id)!;
    expect(own.segments.length).toBe(communitySegments(withSegments).length);
    const intro = await get(`/sponsorblock/api/skipSegments/${prefix}?category=intro&category=sponsor`);
    const categories = (json(intro.text) as WireVideo[])
      .find((video) => video.videoID === withSegments.id)!
      .segments.map((segment) => segment.category);
    expect(new Set(categories)).toEqual(new Set(['intro', 'sponsor']));
  });

  it('answers 404 [] under a prefix without segments, and 400 for a bad prefix or bad JSON', async () => {
    expect(await get(`/sponsorblock/api/skipSegments/${emptyPrefix}`)).toMatchObject({
      status: 404,
      text: '[]',
    });
    expect((await get('/sponsorblock/api/skipSegments/5g')).status).toBe(400);
    const badJson = await get(`/sponsorblock/api/skipSegments/${emptyPrefix}?categories=%5Bsponsor`);
    expect(badJson.status).toBe(400);
    expect(Array.isArray(json(badJson.text))).toBe(true);
  });

  it('fails on demand and counts the calls', async () => {
    await fetch(`${sandbox.url}/__control/sponsorblock/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, status: 503 }),
    });
    expect((await get(`/sponsorblock/api/skipSegments/${emptyPrefix}`)).status).toBe(503);
    expect((await get(`/sponsorblock/api/skipSegments/${emptyPrefix}`)).status).toBe(404);
    expect(sandbox.control.callCount('skipSegments')).toBe(2);
  });
});

describe('the DeArrow stand-in: branding by hash prefix and thumbnails', () => {
  it("answers an object keyed by video id with DeArrow's booleans, 404 {} when empty, 400 unless exactly 4 characters", async () => {
    const prefix = sha256(withTitle.id).slice(0, 4);
    const answer = await get(`/sponsorblock/api/branding/${prefix}`);
    expect(answer.status).toBe(200);
    const videos = json(answer.text) as Record<
      string,
      { titles: Array<Record<string, unknown>>; thumbnails: unknown[] }
    >;
    const own = videos[withTitle.id]!;
    expect(own.titles[0]).toMatchObject({
      original: false,
      locked: expect.any(Boolean),
      votes: expect.any(Number),
    });
    expect(own).toMatchObject({ randomTime: expect.any(Number), videoDuration: null });
    for (const id of Object.keys(videos)) expect(sha256(id).startsWith(prefix)).toBe(true);
    expect(await get(`/sponsorblock/api/branding/${emptyPrefix}`)).toMatchObject({ status: 404, text: '{}' });
    expect((await get(`/sponsorblock/api/branding/${prefix}0`)).status).toBe(400);
  });

  it('draws the frame at a time, 204 with a reason for an unknown video, 400 for a bad id and 422 without one', async () => {
    const frame = await get(`/dearrow-thumb/api/v1/getThumbnail?videoID=${withTitle.id}&time=183.42`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/svg+xml');
    expect(frame.headers.get('x-timestamp')).toBe('183.42');
    expect(frame.text).toContain('Frame at 3:03');
    const unknown = await get('/dearrow-thumb/api/v1/getThumbnail?videoID=zzzzzzzzzzz&time=1');
    expect(unknown.status).toBe(204);
    expect(unknown.headers.get('x-failure-reason')).toBe('Thumbnail not generated yet');
    expect(json((await get('/dearrow-thumb/api/v1/getThumbnail?videoID=short')).text)).toEqual({
      detail: 'Invalid parameters',
    });
    expect((await get('/dearrow-thumb/api/v1/getThumbnail')).status).toBe(422);
  });
});

it("is served on the YouTube sandbox's port, over the videos its searches generated", async () => {
  const youtube = await startYouTubeSandbox();
  try {
    const search = await fetch(
      `${youtube.url}/youtube/v3/search?part=snippet&type=video&maxResults=50&q=sourdough%20starter&key=k`,
    );
    const ids = ((await search.json()) as { items: Array<{ id: { videoId: string } }> }).items.map(
      (item) => item.id.videoId,
    );
    const generated = ids.filter((id) => !catalogue.videosById.has(id));
    expect(generated.length).toBeGreaterThan(0);
    const found = await Promise.all(
      generated.map(async (id) => {
        const response = await fetch(`${youtube.url}/sponsorblock/api/branding/${sha256(id).slice(0, 4)}`);
        return response.status === 200 && id in ((await response.json()) as object);
      }),
    );
    expect(found.some(Boolean)).toBe(true);
    expect(youtube.sponsorBlock.callCount('branding')).toBe(generated.length);
  } finally {
    await youtube.close();
  }
});
