import { FallbackQuotes, PhotoSchema, QuoteSchema } from '@stillframe/contracts';
import { sampleQuotes } from '@stillframe/sandbox';
import {
  asCaller,
  eventually,
  startCatalogTestApp,
  useFreshCatalogApp,
  type CatalogTestApp,
  type Upstreams,
} from './catalog-test-app.js';

let upstreams: Upstreams;
let t: CatalogTestApp;
useFreshCatalogApp(
  (app, sandboxes) => {
    t = app;
    upstreams = sandboxes;
  },
  { env: { UPSTREAM_TIMEOUT_MS: '1000' } },
);

const quote = () => t.http.get('/api/quotes/random').set(asCaller({}));
const photo = (query = '?query=mountain&orientation=landscape', ip = '127.0.0.1') =>
  t.http.get(`/api/unsplash/random${query}`).set(asCaller({ ip }));
const landscape = '?query=nature%20landscape&orientation=landscape';
const shownTo = async (app: CatalogTestApp, ip: string, times: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let index = 0; index < times; index++)
    ids.push(
      PhotoSchema.parse(
        (await app.http.get(`/api/unsplash/random${landscape}`).set(asCaller({ ip })).expect(200)).body,
      ).id,
    );
  return ids;
};
const isFallback = (body: unknown) =>
  FallbackQuotes.some((entry) => JSON.stringify([entry]) === JSON.stringify(body));
// By content: a few famous quotes are in both lists, so "not a fallback" would be the wrong test.
const isFromZenQuotes = (body: Array<{ q: string; a: string }>) =>
  sampleQuotes.some((entry) => entry.q === body[0]?.q && entry.a === body[0]?.a);

describe('quotes', () => {
  it("answers one of ZenQuotes' quotes, sharing one batch between visitors instead of a call each", async () => {
    const answers = [];
    for (let index = 0; index < 12; index++) answers.push((await quote().expect(200)).body);
    for (const body of answers) {
      expect(body).toHaveLength(1);
      QuoteSchema.parse(body[0]);
      expect(isFromZenQuotes(body)).toBe(true);
    }
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBeGreaterThan(1);
    expect(upstreams.quotes.control.callCount()).toBe(1);
  });

  it.each([
    ['a 503 page from the CDN', () => upstreams.quotes.control.failNext(1, 503)],
    ['the "too many requests" sentinel', () => upstreams.quotes.control.forceThrottle(true)],
    ['no answer before the deadline', () => upstreams.quotes.control.delayMs(3000)],
  ])('answers a built-in quote after %s', async (_, breakIt) => {
    breakIt();
    const response = await quote().expect(200);
    expect(isFallback(response.body)).toBe(true);
  });

  it('waits out the 30-second rate-limit window before asking ZenQuotes again', async () => {
    upstreams.quotes.control.failNext(1, 503);
    await quote().expect(200);
    await quote().expect(200);
    expect(upstreams.quotes.control.callCount()).toBe(1);
    t.clock.advance(31_000);
    expect(isFromZenQuotes((await quote().expect(200)).body)).toBe(true);
    expect(upstreams.quotes.control.callCount()).toBe(2);
  });
});

describe('photos', () => {
  it('answers a hotlinked photo with the credit links carrying the referral, and tracks its download', async () => {
    const response = await photo().expect(200);
    const body = PhotoSchema.parse(response.body);
    expect(body.urls.regular.startsWith(`${upstreams.photos.url}/images/unsplash/`)).toBe(true);
    expect(body.urls.regular).toContain('ixid=');
    const credit = new URL(body.user.links.html);
    expect(credit.searchParams.get('utm_source')).toBe('stillframe');
    expect(credit.searchParams.get('utm_medium')).toBe('referral');
    expect(JSON.stringify(response.body)).not.toMatch(/download_location|sandbox-access-key/);
    await eventually(
      () => upstreams.photos.control.downloadCount(body.id) === 1,
      'the download to be tracked',
    );
    const [hit] = upstreams.photos.control.downloads(body.id);
    expect(hit?.ixid).toEqual(expect.any(String));
    expect(hit?.accessKey).toBe('sandbox-access-key');
  });

  it('fills one shared pool with one Unsplash call and takes each visitor round it, no photo twice in a row', async () => {
    const first = await shownTo(t, '203.0.113.1', 5);
    const second = await shownTo(t, '203.0.113.2', 5);
    expect(upstreams.photos.control.callCount('random')).toBe(1);
    expect(new Set(first).size).toBe(5);
    expect(new Set(second).size).toBe(5);
    expect(first).not.toEqual(second);
  });

  it('tracks the download of each photo shown, once per pool fill whoever sees it', async () => {
    const shown = new Set([...(await shownTo(t, '203.0.113.3', 4)), ...(await shownTo(t, '203.0.113.4', 4))]);
    await eventually(
      () => upstreams.photos.control.downloadCount() === shown.size,
      'the downloads of the shown photos to be tracked',
    );
    for (const id of shown) expect(upstreams.photos.control.downloadCount(id)).toBe(1);
  });

  it('refills the pool once its hour is over, through one replica only', async () => {
    const replica = await startCatalogTestApp(upstreams, { keepRedis: true });
    try {
      await Promise.all([shownTo(t, '203.0.113.5', 3), shownTo(replica, '203.0.113.6', 3)]);
      expect(upstreams.photos.control.callCount('random')).toBe(1);
      t.clock.advance(61 * 60 * 1000);
      replica.clock.advance(61 * 60 * 1000);
      await Promise.all([shownTo(t, '203.0.113.5', 3), shownTo(replica, '203.0.113.6', 3)]);
      expect(upstreams.photos.control.callCount('random')).toBe(2);
    } finally {
      await replica.close();
    }
  });

  it('keeps every Unsplash call of all replicas within the hourly budget', async () => {
    const budgeted = await startCatalogTestApp(upstreams, {
      env: { UNSPLASH_CALLS_PER_HOUR: '4', UNSPLASH_POOL_SIZE: '8' },
    });
    try {
      const shown = await shownTo(budgeted, '203.0.113.7', 8);
      expect(new Set(shown).size).toBe(8);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // One refill and three downloads; the other photos are shown untracked.
      expect(upstreams.photos.control.callCount()).toBe(4);
      expect(upstreams.photos.control.downloadCount()).toBe(3);
    } finally {
      await budgeted.close();
    }
  });

  it('answers 204 with no body when Unsplash fails or is rate-limiting', async () => {
    upstreams.photos.control.failNext(1, 500);
    const failed = await photo().expect(204);
    expect(failed.text).toBe('');
    upstreams.photos.control.exceedRateLimit(true);
    await photo().expect(204);
    expect(upstreams.photos.control.downloadCount()).toBe(0);
  });

  it('answers 204 without calling Unsplash when no key is configured', async () => {
    const keyless = await startCatalogTestApp(upstreams, { env: { UNSPLASH_ACCESS_KEY: '' } });
    try {
      await keyless.http.get('/api/unsplash/random').set(asCaller({})).expect(204);
      expect(upstreams.photos.control.callCount()).toBe(0);
    } finally {
      await keyless.close();
    }
  });

  it('refuses an unknown orientation with 400 naming the field', async () => {
    const response = await photo('?orientation=diagonal').expect(400);
    expect(response.body.details[0].field).toBe('query.orientation');
  });
});

describe('client config', () => {
  it('tells the web app where the player comes from and whether this is the demo', async () => {
    const demo = await startCatalogTestApp(upstreams, {
      env: {
        PLAYER_SCRIPT_URL: `${upstreams.youtube.url}/iframe_api`,
        PLAYER_HOST: upstreams.youtube.url,
        DEMO_MODE: 'true',
      },
    });
    try {
      await demo.http
        .get('/api/client-config')
        .set(asCaller({}))
        .expect(200, {
          player: { scriptUrl: `${upstreams.youtube.url}/iframe_api`, host: upstreams.youtube.url },
          demo: true,
        });
      await t.http
        .get('/api/client-config')
        .set(asCaller({}))
        .expect(200, {
          player: {
            scriptUrl: 'https://www.youtube.com/iframe_api',
            host: 'https://www.youtube-nocookie.com',
          },
          demo: false,
        });
    } finally {
      await demo.close();
    }
  });
});
