import { InternalHeader } from '@stillframe/contracts';
import { sampleCatalogue, startYouTubeSandbox, type YouTubeSandbox } from '@stillframe/sandbox';
import { startServiceProcess } from './auth-process.js';
import {
  roleAgents,
  startGatewayTestApp,
  type Agent,
  type GatewayTestApp,
  type Role,
} from './gateway-test-app.js';
import { awayFromAWindowEnd } from './rate-window.js';

/**
 * The real gateway in front of the real catalog (on the YouTube sandbox): what the catalog declares
 * the same for everyone is answered from the gateway's copy, after every check of the gateway.
 */
let youtube: YouTubeSandbox;
let catalog: Awaited<ReturnType<typeof startServiceProcess>>;
let t: GatewayTestApp;
let as: Record<Role, Agent>;
const SEARCHES_PER_MINUTE = 12;

beforeAll(async () => {
  youtube = await startYouTubeSandbox({
    quota: { model: 'granular', dailySearches: 10_000, dailyUnits: 1e6 },
  });
  catalog = await startServiceProcess('catalog', {
    YOUTUBE_API_KEY: 'sandbox-key',
    YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
  });
  t = await startGatewayTestApp({
    CATALOG_URL: catalog.url,
    RATE_LIMIT_SEARCH_PER_MINUTE: String(SEARCHES_PER_MINUTE),
    TRUST_PROXY_HOPS: '1',
  });
  as = await roleAgents(t, 'copies');
}, 60_000);
afterAll(async () => {
  await t.close();
  await catalog.stop();
  await youtube.close();
});

/** Cache lookups the catalog made, of every kind: a call the gateway answers from its copy adds none. */
async function catalogLookups(): Promise<number> {
  const text = await (await fetch(catalog.metricsUrl)).text();
  return text
    .split('\n')
    .filter((row) => row.startsWith('stillframe_catalog_cache_lookups_total{'))
    .reduce((sum, row) => sum + Number(row.split(' ').pop()), 0);
}

let address = 0;
/** Each test its own client address, so that rate limits of one never bind another. */
const fromNewAddress = () => `10.77.0.${++address}`;

const [video] = sampleCatalogue().videos.map((item) => item.id);

describe("the gateway's copies of shareable answers", () => {
  it('answers a repeated video details call from its copy: same bytes and headers, the catalog not asked', async () => {
    const client = fromNewAddress();
    const first = await as.anonymous.get(`/api/youtube/videos/${video}`).set('x-forwarded-for', client);
    expect(first.status).toBe(200);
    const lookups = await catalogLookups();
    const again = await t.agent().get(`/api/youtube/videos/${video}`).set('x-forwarded-for', client);
    expect(again.status).toBe(200);
    expect(await catalogLookups()).toBe(lookups);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    // The mark is between the catalog and the gateway: a browser never sees it.
    expect(first.headers[InternalHeader.shareableFor]).toBeUndefined();
    expect(again.headers[InternalHeader.shareableFor]).toBeUndefined();
    expect(again.headers[InternalHeader.requestId]).not.toBe(first.headers[InternalHeader.requestId]);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('still applies the access rule, validation and rate limit to every call a copy could answer', async () => {
    const client = fromNewAddress();
    const path = '/api/youtube/search?q=copies%20bread';
    await awayFromAWindowEnd();
    const built = await as.subscriber.get(path).set('x-forwarded-for', client).expect(200);
    const lookups = await catalogLookups();
    const anonymous = await as.anonymous.get(path).set('x-forwarded-for', client).expect(401);
    expect(anonymous.body.code).toBe('unauthorized');
    const free = await as.user.get(path).set('x-forwarded-for', client).expect(402);
    expect(free.body.code).toBe('subscription_required');
    const invalid = await as.subscriber
      .get(`${path}&order=loudest`)
      .set('x-forwarded-for', client)
      .expect(400);
    expect(invalid.body.details[0].field).toBe('query.order');
    const statuses: number[] = [];
    for (let call = 0; call < SEARCHES_PER_MINUTE; call++) {
      const response = await as.subscriber.get(path).set('x-forwarded-for', client);
      if (response.status === 200) expect(response.text).toBe(built.text);
      statuses.push(response.status);
    }
    // 4 calls before the loop counted against the limit, the refused ones too: the last 4 are refused.
    expect(statuses).toEqual([...Array(SEARCHES_PER_MINUTE - 4).fill(200), ...Array(4).fill(429)]);
    expect(await catalogLookups()).toBe(lookups);
  });

  it("keeps a copy per set of search defaults: a search without an order takes the user's own", async () => {
    const client = fromNewAddress();
    const path = '/api/youtube/search?q=copies%20piano';
    const ownDefaults = await as.admin.get(path).set('x-forwarded-for', client).expect(200);
    const lookups = await catalogLookups();
    // Another user with the same defaults: the same copy.
    const sameDefaults = await as.subscriber.get(path).set('x-forwarded-for', client).expect(200);
    expect(sameDefaults.text).toBe(ownDefaults.text);
    expect(await catalogLookups()).toBe(lookups);
    await as.admin
      .post('/api/auth/preferences')
      .set('x-forwarded-for', client)
      .send({ defaultSearchOrder: 'viewCount' })
      .expect(200);
    const byViews = await as.admin.get(path).set('x-forwarded-for', client).expect(200);
    expect(byViews.text).not.toBe(ownDefaults.text);
    const asked = await as.subscriber
      .get(`${path}&order=viewCount`)
      .set('x-forwarded-for', client)
      .expect(200);
    expect(byViews.text).toBe(asked.text);
  });

  it('keeps no copy of an answer the service did not declare shareable', async () => {
    const client = fromNewAddress();
    const channel = sampleCatalogue().channels[0]!.id;
    const path = `/api/youtube/channels/${channel}`;
    await as.subscriber.get(path).set('x-forwarded-for', client).expect(200);
    const lookups = await catalogLookups();
    await as.subscriber.get(path).set('x-forwarded-for', client).expect(200);
    expect(await catalogLookups()).toBeGreaterThan(lookups);
  });
});

describe('copies turned off', () => {
  it('sends every call to the service with ANSWER_COPY_SECONDS=0', async () => {
    const off = await startGatewayTestApp({ CATALOG_URL: catalog.url, ANSWER_COPY_SECONDS: '0' });
    try {
      const path = `/api/youtube/videos/${video}`;
      await off.http.get(path).expect(200);
      const lookups = await catalogLookups();
      await off.http.get(path).expect(200);
      expect(await catalogLookups()).toBeGreaterThan(lookups);
    } finally {
      await off.close();
    }
  });
});
