import { YouTubeUsageSchema } from '@stillframe/contracts';
import { startYouTubeSandbox, type YouTubeSandbox } from '@stillframe/sandbox';
import { startServiceProcess } from './auth-process.js';
import {
  roleAgents,
  startGatewayTestApp,
  type Agent,
  type GatewayTestApp,
  type Role,
} from './gateway-test-app.js';

/**
 * The real gateway in front of the real catalog (on the YouTube sandbox): the gateway tells the catalog
 * each signed-in caller's plan, and the catalog holds each account to its plan's share of the day's quota.
 */
let youtube: YouTubeSandbox;
let catalog: Awaited<ReturnType<typeof startServiceProcess>>;
let t: GatewayTestApp;
let as: Record<Role, Agent>;
/** 500 units a day for everything but search: a free account may spend 2% (10), a Pro one 10% (50). */
const SHARED_UNITS = 500;

beforeAll(async () => {
  youtube = await startYouTubeSandbox({
    quota: { model: 'granular', dailySearches: 10_000, dailyUnits: 1e6 },
  });
  catalog = await startServiceProcess('catalog', {
    YOUTUBE_API_KEY: 'sandbox-key',
    YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
    YOUTUBE_QUOTA_COSTS: JSON.stringify({
      buckets: { search: 100, shared: SHARED_UNITS },
      methods: {
        search: { bucket: 'search', units: 1 },
        videos: { bucket: 'shared', units: 1 },
        channels: { bucket: 'shared', units: 1 },
        playlistItems: { bucket: 'shared', units: 1 },
      },
    }),
  });
  t = await startGatewayTestApp({ CATALOG_URL: catalog.url });
  as = await roleAgents(t, 'quota-plans');
}, 60_000);
afterAll(async () => {
  await t.close();
  await catalog.stop();
  await youtube.close();
});

/** A well-formed video id of its own per call: each one is a cache miss, one unit. */
const videoId = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;

/** Asks for new videos one by one until the catalog refuses; answers how many went through. */
async function spendUntilRefused(agent: Agent, prefix: string, most: number) {
  for (let n = 0; n < most; n++) {
    const response = await agent.get(`/api/youtube/videos/${videoId(prefix, n)}`);
    if (response.status !== 200) return { admitted: n, refused: response };
  }
  return { admitted: most, refused: null };
}

describe('budgets per account through the gateway', () => {
  it('holds a free account to 2% of the bucket and a Pro account to 10%, with the reason and when it returns', async () => {
    const before = youtube.control.callCount('videos');
    const free = await spendUntilRefused(as.user, 'FreePlan', 100);
    expect(free.admitted).toBe(SHARED_UNITS * 0.02);
    expect(free.refused?.status).toBe(429);
    expect(free.refused?.body).toMatchObject({ statusCode: 429, code: 'budget_exceeded' });
    expect(free.refused?.body.message).toMatch(
      /^You have used your share of today's YouTube quota\. It returns at midnight Pacific time/,
    );
    expect(Number(free.refused?.headers['retry-after'])).toBeGreaterThan(0);

    const pro = await spendUntilRefused(as.subscriber, 'ProPlan', 100);
    expect(pro.admitted).toBe(SHARED_UNITS * 0.1);
    expect(pro.refused?.body.code).toBe('budget_exceeded');
    // Only the admitted calls reached YouTube.
    expect(youtube.control.callCount('videos') - before).toBe(free.admitted + pro.admitted);

    // What is cached stays free for the account over budget.
    await as.user.get(`/api/youtube/videos/${videoId('FreePlan', 0)}`).expect(200);
  });

  it('shows administrators the day on the usage route: per bucket, with the top accounts and their plans', async () => {
    await as.user.get('/api/admin/youtube-usage').expect(403);
    const usage = YouTubeUsageSchema.parse((await as.admin.get('/api/admin/youtube-usage').expect(200)).body);
    const shared = usage.buckets.find((bucket) => bucket.bucket === 'shared');
    expect(shared).toMatchObject({ limit: SHARED_UNITS, budgets: { pro: 50, free: 10 } });
    expect(shared?.topAccounts.map((account) => [account.plan, account.units, account.budget])).toEqual([
      ['pro', 50, 50],
      ['free', 10, 10],
    ]);
  });
});
