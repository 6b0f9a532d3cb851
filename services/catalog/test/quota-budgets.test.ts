import { Freshness, VideoListResponseSchema } from '@stillframe/contracts';
import { sampleCatalogue } from '@stillframe/sandbox';
import { nextPacificMidnight } from '../src/quota/pacific-day.js';
import {
  asCaller,
  smallQuotaBuckets,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

/**
 * Each account may spend a share of each day's bucket by plan (Pro 10%, free 2% by default); administrators
 * are exempt; a cache hit is free; over budget, the stale answer if there is one, else 429 budget_exceeded.
 */
/** Small enough that a budget is met in a few calls: free 4 units, Pro 20. */
const SHARED = 200;
const SEARCHES = 100;

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp(
  (app, sandboxes) => {
    t = app;
    upstreams = sandboxes;
  },
  {
    env: {
      ...smallQuotaBuckets(SHARED, SEARCHES),
    },
  },
);

const as = (sub: string, extra: { pln?: 'pro' | 'free'; adm?: boolean } = {}) =>
  asCaller({ sub, sid: `session-${sub}`, ...extra });
const videoId = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;
const video = (id: string, headers: Record<string, string>) =>
  t.http.get(`/api/youtube/videos/${id}`).set(headers);
const videoCalls = () => upstreams.youtube.control.callCount('videos');

/**
 * Moves the clock into the next Pacific day when this one ends within the hour: a test that moves it past
 * a freshness must not also cross midnight, where every budget starts afresh (it failed so at 23:5x PST).
 */
function awayFromMidnight() {
  const left = nextPacificMidnight(t.clock.now()) - t.clock.now();
  if (left < 60 * 60_000) t.clock.advance(left + 1000);
}

/** New videos one by one until refused: how many were admitted, and the refusal. */
async function spend(headers: Record<string, string>, prefix: string, most: number) {
  for (let n = 0; n < most; n++) {
    const response = await video(videoId(prefix, n), headers);
    if (response.status !== 200) return { admitted: n, refused: response };
  }
  return { admitted: most, refused: null };
}

describe('budgets per account and Pacific day', () => {
  it('holds a free account to 2% of the bucket: then 429 budget_exceeded naming when it returns, with Retry-After', async () => {
    const free = await spend(as('free-1', { pln: 'free' }), 'FreeOne', 100);
    expect(free.admitted).toBe(SHARED * 0.02);
    expect(videoCalls()).toBe(SHARED * 0.02);
    expect(free.refused?.status).toBe(429);
    const reset = nextPacificMidnight(t.clock.now());
    const inUtc = new Date(reset).toISOString().slice(11, 16);
    expect(free.refused?.body).toEqual({
      statusCode: 429,
      code: 'budget_exceeded',
      message: expect.stringMatching(
        new RegExp(
          `^You have used your share of today's YouTube quota\\. It returns at midnight Pacific time \\(${inUtc} UTC\\), in (\\d+ h )?\\d+ min\\.$`,
        ),
      ),
    });
    const retryAfter = Number(free.refused?.headers['retry-after']);
    const untilReset = (reset - t.clock.now()) / 1000;
    expect(retryAfter).toBeGreaterThanOrEqual(untilReset - 2);
    expect(retryAfter).toBeLessThanOrEqual(untilReset + 2);
  });

  it('counts a signed-in caller without a plan claim as free', async () => {
    expect((await spend(as('no-claim'), 'NoClaim', 100)).admitted).toBe(SHARED * 0.02);
  });

  it('holds a Pro account to 10%, and leaves other accounts their own budgets', async () => {
    expect((await spend(as('pro-1', { pln: 'pro' }), 'ProOne', 200)).admitted).toBe(SHARED * 0.1);
    expect((await spend(as('pro-2', { pln: 'pro' }), 'ProTwo', 5)).admitted).toBe(5);
    expect(videoCalls()).toBe(SHARED * 0.1 + 5);
  });

  it('budgets each bucket apart: a Pro account makes 10 searches a day of 100', async () => {
    const pro = as('pro-search', { pln: 'pro' });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++)
      statuses.push(
        (
          await t.http
            .get('/api/youtube/search')
            .query({ q: `budget ${n}` })
            .set(pro)
        ).status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect(upstreams.youtube.control.callCount('search')).toBe(SEARCHES * 0.1);
  });

  it('exempts administrators', async () => {
    expect((await spend(as('admin-1', { adm: true }), 'AdminOne', 30)).admitted).toBe(30);
  });

  it('serves cached answers free over budget, and the stale answer rather than the refusal', async () => {
    awayFromMidnight();
    const free = as('free-2', { pln: 'free' });
    const [known = ''] = sampleCatalogue().videos.map((item) => item.id);
    await video(known, free).expect(200);
    expect((await spend(free, 'FreeTwo', 100)).admitted).toBe(SHARED * 0.02 - 1);
    // Fresh: a hit, free.
    await video(known, free).expect(200);
    t.clock.advance((Freshness.videoSeconds + 1) * 1000);
    const stale = VideoListResponseSchema.parse((await video(known, free).expect(200)).body);
    expect(stale.items.map((item) => item.id)).toEqual([known]);
    expect(videoCalls()).toBe(SHARED * 0.02);
    // Another account with budget left refreshes it.
    await video(known, as('free-3', { pln: 'free' })).expect(200);
    expect(videoCalls()).toBe(SHARED * 0.02 + 1);
  });

  it('starts afresh the next Pacific day', async () => {
    const free = as('free-4', { pln: 'free' });
    expect((await spend(free, 'DayOne', 100)).admitted).toBe(SHARED * 0.02);
    t.clock.advance(nextPacificMidnight(t.clock.now()) - t.clock.now() + 1000);
    expect((await spend(free, 'DayTwo', 3)).admitted).toBe(3);
  });

  it('a refused account waiting on the same call as another does not pass its refusal on', async () => {
    const spent = as('free-5', { pln: 'free' });
    await spend(spent, 'FreeFive', 100);
    upstreams.youtube.control.delayMs(100);
    const id = videoId('Shared', 1);
    const [refused, admitted] = await Promise.all([
      video(id, spent),
      video(id, as('free-6', { pln: 'free' })),
    ]);
    // The spent account is refused, or rides along on the other's call when that one started first.
    expect([200, 429]).toContain(refused.status);
    expect(admitted.status).toBe(200);
  });
});
