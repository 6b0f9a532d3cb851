import { sampleCatalogue, startYouTubeSandbox, type YouTubeSandbox } from '../src/youtube/index.js';

type Json = Record<string, any>;
let sandbox: YouTubeSandbox;

async function call(
  base: string,
  method: string,
  params: Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${base}/youtube/v3/${method}?${new URLSearchParams(params)}`);
  return { status: res.status, body: (await res.json()) as Json };
}
const api = (method: string, params: Record<string, string>) =>
  call(sandbox.url, method, { key: 'test-key', ...params });
const anyVideo = () => sampleCatalogue().videos[0]?.id ?? '';

async function control(action: string, body: Json = {}): Promise<Json> {
  const res = await fetch(`${sandbox.url}/__control/youtube/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

beforeAll(async () => {
  sandbox = await startYouTubeSandbox({ port: 0, host: '127.0.0.1' });
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.close());

describe('request errors', () => {
  it('requires part, and only known parts', async () => {
    const missing = await api('videos', { id: anyVideo() });
    expect(missing.status).toBe(400);
    expect(missing.body['error'].errors[0]).toMatchObject({
      reason: 'missingRequiredParameter',
      location: 'part',
    });
    const unknown = await api('videos', { id: anyVideo(), part: 'snippet,bogus' });
    expect(unknown.body['error'].errors[0]).toMatchObject({ reason: 'unknownPart', message: "'bogus'" });
  });

  it('requires a key and rejects an invalid one with the current envelope', async () => {
    const noKey = await call(sandbox.url, 'videos', { part: 'id', id: anyVideo() });
    expect(noKey.status).toBe(403);
    expect(noKey.body['error']).toMatchObject({
      code: 403,
      status: 'PERMISSION_DENIED',
      errors: [{ reason: 'forbidden', domain: 'global' }],
    });
    const bad = await call(sandbox.url, 'videos', { part: 'id', id: anyVideo(), key: 'my-invalid-key' });
    expect(bad.status).toBe(400);
    expect(bad.body['error']).toMatchObject({
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'INVALID_ARGUMENT',
      errors: [{ reason: 'badRequest', domain: 'global' }],
      details: [{ reason: 'API_KEY_INVALID' }],
    });
    expect(sandbox.control.unitsSpent()).toBe(0);
  });

  it('can answer the legacy keyInvalid form', async () => {
    const legacy = await startYouTubeSandbox({ port: 0, badKeyStyle: 'legacy' });
    try {
      const bad = await call(legacy.url, 'search', { part: 'id', key: 'invalid' });
      expect(bad.body['error'].errors[0]).toMatchObject({
        reason: 'keyInvalid',
        domain: 'usageLimits',
        message: 'Bad Request',
      });
    } finally {
      await legacy.close();
    }
  });
});

describe('quota', () => {
  it('charges the real cost table and counts calls by method', async () => {
    await api('search', { part: 'snippet', q: 'forest' });
    await api('videos', { part: 'snippet', id: anyVideo() });
    await api('channels', { part: 'snippet', forHandle: '@NightSkyAtlas' });
    await api('playlistItems', {
      part: 'snippet',
      playlistId: sampleCatalogue().channels[0]?.uploadsPlaylistId ?? '',
    });
    await api('videos', { part: 'bogus', id: anyVideo() });
    expect(sandbox.control.unitsSpent()).toBe(100 + 1 + 1 + 1 + 1);
    expect(sandbox.control.callCount()).toBe(5);
    expect(sandbox.control.callCount('videos')).toBe(2);
    expect(sandbox.control.calls('search')[0]?.params).toEqual({ part: 'snippet', q: 'forest' });
  });

  it('answers 403 quotaExceeded with the real envelope while exhausted', async () => {
    sandbox.control.exhaustQuota(true);
    const { status, body } = await api('videos', { part: 'id', id: anyVideo() });
    expect(status).toBe(403);
    expect(body['error'].code).toBe(403);
    expect(body['error'].message).toContain(
      'exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>',
    );
    expect(body['error'].errors).toEqual([
      { message: body['error'].message, domain: 'youtube.quota', reason: 'quotaExceeded' },
    ]);
    sandbox.control.exhaustQuota(false);
    expect((await api('videos', { part: 'id', id: anyVideo() })).status).toBe(200);
  });

  it('runs out when the daily pool is spent (classic and granular models)', async () => {
    const classic = await startYouTubeSandbox({ port: 0, quota: { dailyUnits: 250 } });
    const granular = await startYouTubeSandbox({ port: 0, quota: { model: 'granular', dailySearches: 2 } });
    try {
      const statuses = async (base: string) => {
        const out: number[] = [];
        for (let i = 0; i < 3; i++) out.push((await call(base, 'search', { part: 'id', key: 'k' })).status);
        out.push((await call(base, 'videos', { part: 'id', id: anyVideo(), key: 'k' })).status);
        return out;
      };
      expect(await statuses(classic.url)).toEqual([200, 200, 403, 200]);
      expect(classic.control.unitsSpent()).toBe(201);
      expect(await statuses(granular.url)).toEqual([200, 200, 403, 200]);
      expect(granular.control.unitsSpent()).toBe(3);
    } finally {
      await Promise.all([classic.close(), granular.close()]);
    }
  });
});

describe('fault injection', () => {
  it('fails the next n calls with the backendError envelope', async () => {
    sandbox.control.failNext(2, 503);
    const first = await api('videos', { part: 'id', id: anyVideo() });
    const second = await api('videos', { part: 'id', id: anyVideo() });
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(first.body['error']).toMatchObject({ code: 503, errors: [{ reason: 'backendError' }] });
    expect((await api('videos', { part: 'id', id: anyVideo() })).status).toBe(200);
  });

  it('delays answers so client deadlines fire', async () => {
    sandbox.control.delayMs(400);
    const started = Date.now();
    await expect(
      fetch(`${sandbox.url}/youtube/v3/videos?part=id&key=k&id=${anyVideo()}`, {
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow();
    const slow = await api('videos', { part: 'id', id: anyVideo() });
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('offers the same switches over HTTP for other processes', async () => {
    await control('exhaust-quota', { on: true });
    expect((await api('videos', { part: 'id', id: anyVideo() })).status).toBe(403);
    await control('reset');
    await control('fail-next', { count: 1, status: 500 });
    expect((await api('videos', { part: 'id', id: anyVideo() })).status).toBe(500);
    await api('search', { part: 'id' });
    const stats = await (await fetch(`${sandbox.url}/__control/youtube/stats`)).json();
    expect(stats).toEqual({
      calls: { search: 1, videos: 1, channels: 0, playlistItems: 0, total: 2 },
      unitsSpent: 100,
    });
  });
});

describe('images', () => {
  it('serves every thumbnail and avatar the API points at', async () => {
    const video = sampleCatalogue().videos.find((v) => v.hasMaxresThumbnail);
    const { body } = await api('videos', { part: 'snippet', id: video?.id ?? '' });
    const channel = await api('channels', { part: 'snippet', id: video?.channelId ?? '' });
    const urls = [
      ...Object.values(body['items'][0].snippet.thumbnails as Record<string, { url: string }>),
      ...Object.values(channel.body['items'][0].snippet.thumbnails as Record<string, { url: string }>),
    ].map((t) => t.url);
    expect(urls).toHaveLength(8);
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/,
      );
    }
  });

  it('404s maxresdefault where a video has none, and unknown videos', async () => {
    const video = sampleCatalogue().videos.find((v) => !v.hasMaxresThumbnail);
    expect((await fetch(`${sandbox.url}/images/vi/${video?.id}/maxresdefault.jpg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/images/vi/${video?.id}/hqdefault.jpg`)).status).toBe(200);
    expect((await fetch(`${sandbox.url}/images/vi/AAAAAAAAAAA/hqdefault.jpg`)).status).toBe(404);
  });

  it('builds image urls from publicUrl when given', async () => {
    const proxied = await startYouTubeSandbox({ port: 0, publicUrl: 'https://demo.stillframe.test/yt' });
    try {
      const { body } = await call(proxied.url, 'videos', { part: 'snippet', id: anyVideo(), key: 'k' });
      expect(body['items'][0].snippet.thumbnails.medium.url).toBe(
        `https://demo.stillframe.test/yt/images/vi/${anyVideo()}/mqdefault.jpg`,
      );
    } finally {
      await proxied.close();
    }
  });
});
