import { SearchResponseSchema } from '@stillframe/contracts';
import { sampleCatalogue, startYouTubeSandbox } from '@stillframe/sandbox';
import { nextPacificMidnight } from '../src/quota/pacific-day.js';
import {
  asSubscriber,
  startCatalogTestApp,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

const MINUTE = 60_000;

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp((app, sandboxes) => {
  t = app;
  upstreams = sandboxes;
});

const search = (app: CatalogTestApp, q: string) =>
  app.http.get('/api/youtube/search').query({ q }).set(asSubscriber());
const metric = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the quota ledger', () => {
  it('counts calls and units per quota bucket for the day, and exposes them as Prometheus metrics', async () => {
    const page = SearchResponseSchema.parse((await search(t, 'forest').expect(200)).body);
    await t.http
      .get(`/api/youtube/channels/${page.items[0]?.snippet.channelId ?? ''}`)
      .set(asSubscriber())
      .expect(200);
    const response = { text: await t.metrics() };
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(t.clock.now());
    expect(
      metric(response.text, `stillframe_youtube_quota_units_used_today{bucket="search",day="${day}"}`),
    ).toBe(1);
    expect(
      metric(response.text, `stillframe_youtube_quota_units_used_today{bucket="shared",day="${day}"}`),
    ).toBe(2);
    expect(metric(response.text, `stillframe_youtube_calls_today{method="search",day="${day}"}`)).toBe(1);
    expect(metric(response.text, `stillframe_youtube_calls_today{method="channels",day="${day}"}`)).toBe(1);
    expect(metric(response.text, 'stillframe_youtube_quota_daily_limit_units{bucket="search"}')).toBe(100);
    expect(metric(response.text, 'stillframe_youtube_quota_daily_limit_units{bucket="shared"}')).toBe(10_000);
    expect(metric(response.text, 'stillframe_youtube_quota_exhausted{bucket="search"}')).toBe(0);
    expect(response.text).toMatch(/^# TYPE stillframe_youtube_quota_units_used_today gauge$/m);
  });

  it('charges from the configured cost table (the classic model: search 100 units from the shared pool)', async () => {
    const classic = await startCatalogTestApp(upstreams, {
      env: {
        YOUTUBE_QUOTA_COSTS: JSON.stringify({
          buckets: { shared: 10_000 },
          methods: {
            search: { bucket: 'shared', units: 100 },
            videos: { bucket: 'shared', units: 1 },
            channels: { bucket: 'shared', units: 1 },
            playlistItems: { bucket: 'shared', units: 1 },
          },
        }),
      },
    });
    try {
      await search(classic, 'piano').expect(200);
      const text = await classic.metrics();
      expect(text).toMatch(
        /^stillframe_youtube_quota_units_used_today\{bucket="shared",day="[\d-]+"\} 101$/m,
      );
      expect(text).not.toContain('bucket="search"');
    } finally {
      await classic.close();
    }
  });
});

describe('when the quota is spent', () => {
  it('answers 429 quota_exceeded until midnight Pacific, without calling YouTube again, then calls it again', async () => {
    upstreams.youtube.control.exhaustQuota(true);
    const refused = await search(t, 'forest').expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'quota_exceeded' });
    expect(refused.body.message).toMatch(/quota/);
    const untilReset = Math.ceil((nextPacificMidnight(t.clock.now()) - t.clock.now()) / 1000);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(untilReset - 2);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(untilReset + 1);

    await search(t, 'ocean').expect(429);
    await search(t, 'forest').expect(429);
    expect(upstreams.youtube.control.callCount('search')).toBe(1);
    expect(await t.metrics()).toMatch(/^stillframe_youtube_quota_exhausted\{bucket="search"\} 1$/m);

    upstreams.youtube.control.exhaustQuota(false);
    t.clock.advance(nextPacificMidnight(t.clock.now()) - t.clock.now() + 1000);
    await search(t, 'forest').expect(200);
    expect(upstreams.youtube.control.callCount('search')).toBe(2);
  });

  it('serves the stale cached page where it has one', async () => {
    const fresh = await search(t, 'bread').expect(200);
    t.clock.advance(6 * MINUTE);
    upstreams.youtube.control.exhaustQuota(true);
    const stale = await search(t, 'bread').expect(200);
    expect(stale.body).toEqual(fresh.body);
    await search(t, 'bread').expect(200);
    expect(upstreams.youtube.control.callCount('search')).toBe(2);
  });

  it('knows every replica: another replica on the same Redis does not call YouTube either', async () => {
    upstreams.youtube.control.exhaustQuota(true);
    await search(t, 'forest').expect(429);
    const replica = await startCatalogTestApp(upstreams, { keepRedis: true });
    try {
      await search(replica, 'lecture').expect(429);
      expect(upstreams.youtube.control.callCount('search')).toBe(1);
    } finally {
      await replica.close();
    }
  });

  it('stops only the spent bucket: with the 100 searches of the day used up, video details still work', async () => {
    const youtube = await startYouTubeSandbox({
      quota: { model: 'granular', dailySearches: 1, dailyUnits: 10_000 },
    });
    const app = await startCatalogTestApp(upstreams, {
      env: { YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3` },
    });
    try {
      await search(app, 'forest').expect(200);
      await search(app, 'garden').expect(429);
      const videoId = sampleCatalogue().videos[5]?.id ?? '';
      const details = await app.http.get(`/api/youtube/videos/${videoId}`).set(asSubscriber()).expect(200);
      expect(details.body.items[0].id).toBe(videoId);
      await search(app, 'piano').expect(429);
      expect(youtube.control.callCount('search')).toBe(2);
    } finally {
      await app.close();
      await youtube.close();
    }
  });
});
