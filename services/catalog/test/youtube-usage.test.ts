import { YouTubeUsageSchema } from '@stillframe/contracts';
import { nextPacificMidnight } from '../src/quota/pacific-day.js';
import {
  asCaller,
  smallQuotaBuckets,
  startCatalogTestApp,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

/** The administrators' usage screen and the same figures on the metrics port. */
const SHARED = 200;

let t: CatalogTestApp;
let upstreams: Upstreams;
useFreshCatalogApp(
  (app, sandboxes) => {
    t = app;
    upstreams = sandboxes;
  },
  {
    env: {
      ...smallQuotaBuckets(SHARED),
      YOUTUBE_PRO_SHARE_PERCENT: '20',
      YOUTUBE_FREE_SHARE_PERCENT: '5',
    },
  },
);

const asAdmin = asCaller({ sub: 'admin-1', sid: 'session-admin', adm: true });
const account = (sub: string, pln: 'pro' | 'free') => asCaller({ sub, sid: `session-${sub}`, pln });
const spend = async (headers: Record<string, string>, prefix: string, count: number) => {
  for (let n = 0; n < count; n++)
    await t.http
      .get(`/api/youtube/videos/${prefix}${String(n).padStart(11 - prefix.length, '0')}`)
      .set(headers)
      .expect(200);
};
const metric = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('the YouTube usage route', () => {
  it('is for administrators only', async () => {
    await t.http.get('/api/admin/youtube-usage').set(account('pro-1', 'pro')).expect(403);
    await t.http.get('/api/admin/youtube-usage').set(asCaller({})).expect(401);
  });

  it("gives today's units and calls per bucket, the anonymous share, the top accounts, the rate and the reset", async () => {
    await spend(account('pro-1', 'pro'), 'ProUsage', 30);
    await spend(account('free-1', 'free'), 'FreeUsage', 7);
    await spend(asAdmin, 'AdminUsage', 3);
    await spend(asCaller({ ip: '203.0.113.5' }), 'AnonUsage', 2);
    await t.http.get('/api/youtube/search').query({ q: 'usage' }).set(account('pro-1', 'pro')).expect(200);
    const usage = YouTubeUsageSchema.parse(
      (await t.http.get('/api/admin/youtube-usage').set(asAdmin).expect(200)).body,
    );
    const now = t.clock.now();
    const reset = nextPacificMidnight(now);
    expect(usage.counted).toBe(true);
    expect(usage.resetsAt).toBe(new Date(reset).toISOString());
    expect(usage.calls).toEqual({ search: 1, videos: 43, channels: 0, playlistItems: 0 });
    const shared = usage.buckets.find((bucket) => bucket.bucket === 'shared');
    // 42 single videos and the search page's durations.
    expect(shared).toMatchObject({
      limit: SHARED,
      units: 43,
      calls: 43,
      unitsLastHour: 43,
      exhausted: false,
      anonymous: { units: 2, share: SHARED * 0.2 },
      budgets: { pro: SHARED * 0.2, free: SHARED * 0.05 },
    });
    expect(shared?.topAccounts).toEqual([
      { userId: 'pro-1', plan: 'pro', units: 31, budget: 40 },
      { userId: 'free-1', plan: 'free', units: 7, budget: 10 },
      { userId: 'admin-1', plan: 'admin', units: 3, budget: null },
    ]);
    // At 43 units an hour the 157 left last about 3.65 h: a time, unless the reset comes first.
    const runsOut = now + (157 / 43) * 3600_000;
    if (runsOut < reset) expect(Math.abs(Date.parse(shared?.runsOutAt ?? '') - runsOut)).toBeLessThan(60_000);
    else expect(shared?.runsOutAt).toBeNull();
    const search = usage.buckets.find((bucket) => bucket.bucket === 'search');
    expect(search).toMatchObject({ limit: 100, units: 1, calls: 1, runsOutAt: null });
    expect(search?.topAccounts).toEqual([{ userId: 'pro-1', plan: 'pro', units: 1, budget: 20 }]);
  });

  it('forgets the last hour once it has passed', async () => {
    await spend(account('pro-1', 'pro'), 'HourAgo', 4);
    t.clock.advance(61 * 60_000);
    const usage = YouTubeUsageSchema.parse(
      (await t.http.get('/api/admin/youtube-usage').set(asAdmin).expect(200)).body,
    );
    const shared = usage.buckets.find((bucket) => bucket.bucket === 'shared');
    expect(shared?.unitsLastHour).toBe(0);
    expect(shared?.runsOutAt).toBeNull();
  });

  it('says when the ledger cannot be read', async () => {
    const blind = await startCatalogTestApp(upstreams, {
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
      keepRedis: true,
    });
    try {
      const usage = YouTubeUsageSchema.parse(
        (await blind.http.get('/api/admin/youtube-usage').set(asAdmin).expect(200)).body,
      );
      expect(usage.counted).toBe(false);
    } finally {
      await blind.close();
    }
  });
});

describe('the same figures on the metrics port', () => {
  it('exposes units, calls, rate, budgets, top accounts and the reset per bucket', async () => {
    await spend(account('pro-1', 'pro'), 'ProMetric', 5);
    await spend(account('free-1', 'free'), 'FreeMetric', 2);
    const text = await t.metrics();
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(t.clock.now());
    const at = `bucket="shared",day="${day}"`;
    expect(metric(text, `stillframe_youtube_quota_units_used_today{${at}}`)).toBe(7);
    expect(metric(text, `stillframe_youtube_quota_calls_today{${at}}`)).toBe(7);
    expect(metric(text, 'stillframe_youtube_quota_units_last_hour{bucket="shared"}')).toBe(7);
    expect(metric(text, 'stillframe_youtube_quota_account_budget_units{bucket="shared",plan="pro"}')).toBe(
      40,
    );
    expect(metric(text, 'stillframe_youtube_quota_account_budget_units{bucket="shared",plan="free"}')).toBe(
      10,
    );
    expect(
      metric(
        text,
        `stillframe_youtube_quota_top_account_units_today{bucket="shared",user_id="pro-1",plan="pro",day="${day}"}`,
      ),
    ).toBe(5);
    expect(metric(text, 'stillframe_youtube_quota_resets_timestamp_seconds')).toBe(
      Math.floor(nextPacificMidnight(t.clock.now()) / 1000),
    );
    expect(text).toMatch(/^# TYPE stillframe_youtube_quota_units_last_hour gauge$/m);
  });
});
