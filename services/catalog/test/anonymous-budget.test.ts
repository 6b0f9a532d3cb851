import { Freshness, VideoListResponseSchema } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import {
  asCaller,
  asSubscriber,
  smallQuotaBuckets,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

const videoIds = sampleCatalogue().videos.map((video) => video.id);
const anonymousFrom = (ip: string) => asCaller({ ip });
const WINDOW_MS = 600_000;

let upstreams: Upstreams;
let t: CatalogTestApp;

const videos = (ids: string[], headers: Record<string, string>) =>
  t.http.get(`/api/youtube/videos/${ids.join(',')}`).set(headers);
const videoCalls = () => upstreams.youtube.control.callCount('videos');

describe('the per-address budget of anonymous upstream calls', () => {
  useFreshCatalogApp(
    (app, sandboxes) => {
      t = app;
      upstreams = sandboxes;
    },
    { env: { ANONYMOUS_UPSTREAM_CALLS: '3', ANONYMOUS_UPSTREAM_WINDOW_SECONDS: String(WINDOW_MS / 1000) } },
  );
  // Windows are fixed (every tenth minute of the clock): each test starts at one's beginning, so no
  // test's calls straddle two windows (one run's last call came into a fresh budget and passed).
  beforeEach(() => t.clock.advance(WINDOW_MS - (t.clock.now() % WINDOW_MS)));

  it('refuses the call past the budget with 429 and Retry-After, without reaching YouTube', async () => {
    for (const id of videoIds.slice(0, 3)) await videos([id], anonymousFrom('203.0.113.7')).expect(200);
    const refused = await videos(['Random00001'], anonymousFrom('203.0.113.7')).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, code: 'rate_limited', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(videoCalls()).toBe(3);
  });

  it('counts only calls that reach YouTube: cache hits are free', async () => {
    const cached = videoIds.slice(0, 3);
    for (const id of cached) await videos([id], anonymousFrom('203.0.113.8')).expect(200);
    for (let round = 0; round < 5; round++) await videos(cached, anonymousFrom('203.0.113.8')).expect(200);
    expect(videoCalls()).toBe(3);
    await videos(['Random00002'], anonymousFrom('203.0.113.8')).expect(429);
  });

  it('leaves other addresses and signed-in callers alone, and starts afresh in the next window', async () => {
    for (const id of videoIds.slice(0, 3)) await videos([id], anonymousFrom('203.0.113.9')).expect(200);
    await videos(['Random00003'], anonymousFrom('203.0.113.9')).expect(429);
    await videos(['Random00003'], anonymousFrom('198.51.100.1')).expect(200);
    await videos(['Random00004'], asCaller({ ip: '203.0.113.9', sub: 'user-1', sid: 'session-1' })).expect(
      200,
    );
    t.clock.advance(WINDOW_MS);
    await videos(['Random00005'], anonymousFrom('203.0.113.9')).expect(200);
  });

  it('serves an older cached answer instead of the refusal', async () => {
    const [id = ''] = videoIds;
    await videos([id], anonymousFrom('203.0.113.10')).expect(200);
    for (const other of ['Random00006', 'Random00007']) await videos([other], anonymousFrom('203.0.113.10'));
    t.clock.advance((Freshness.videoSeconds + 1) * 1000);
    // Past its freshness and out of budget: the stale answer, not a 429.
    const stale = VideoListResponseSchema.parse(
      (await videos([id], anonymousFrom('203.0.113.10')).expect(200)).body,
    );
    expect(stale.items.map((video) => video.id)).toEqual([id]);
  });
});

describe("the signed-in users' share of the day's YouTube units", () => {
  useFreshCatalogApp(
    (app, sandboxes) => {
      t = app;
      upstreams = sandboxes;
    },
    {
      env: {
        ...smallQuotaBuckets(20),
        YOUTUBE_ANONYMOUS_SHARE_PERCENT: '25',
        // The account's own budget (10% of 20 units) is not what this suite is about.
        YOUTUBE_PRO_SHARE_PERCENT: '100',
      },
    },
  );

  it('refuses anonymous upstream calls once their share is spent, while signed-in users keep going', async () => {
    // 25% of 20 units: five anonymous calls, each from its own address so no address budget is in the way.
    for (let index = 0; index < 5; index++)
      await videos([`Anonymous0${index}`], anonymousFrom(`192.0.2.${index + 1}`)).expect(200);
    const refused = await videos(['Anonymous05'], anonymousFrom('192.0.2.99')).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'budget_exceeded' });
    expect(refused.body.message).toMatch(
      /^Visitors without an account have used their share of today's YouTube quota\. Sign in, or try again at midnight Pacific time \(\d\d:00 UTC\), in /,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(videoCalls()).toBe(5);
    for (let index = 0; index < 10; index++) await videos([`SignedIn0${index}`], asSubscriber()).expect(200);
    expect(videoCalls()).toBe(15);
    // Cached answers still reach anonymous callers.
    await videos(['Anonymous01', 'SignedIn01'], anonymousFrom('192.0.2.99')).expect(200);
  });

  it('counts the anonymous share in the ledger apart from the day total', async () => {
    await videos(['Anonymous10'], anonymousFrom('192.0.2.1')).expect(200);
    await videos(['SignedIn10'], asSubscriber()).expect(200);
    const text = await t.metrics();
    expect(text).toMatch(/^stillframe_youtube_quota_units_used_today\{bucket="shared",day="[\d-]+"\} 2$/m);
    expect(text).toMatch(
      /^stillframe_youtube_quota_anonymous_units_used_today\{bucket="shared",day="[\d-]+"\} 1$/m,
    );
    expect(text).toMatch(/^stillframe_youtube_quota_anonymous_share_units\{bucket="shared"\} 5$/m);
  });
});
