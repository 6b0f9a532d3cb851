import { startPhotosSandbox, type PhotosSandbox, type PhotosSandboxOptions } from '../src/photos/index.js';

type Json = Record<string, any>;
const running: PhotosSandbox[] = [];
const AUTH = { Authorization: 'Client-ID test-access-key' };

async function start(options: PhotosSandboxOptions = {}): Promise<PhotosSandbox> {
  const sandbox = await startPhotosSandbox({ port: 0, host: '127.0.0.1', ...options });
  running.push(sandbox);
  return sandbox;
}
async function get(sandbox: PhotosSandbox, path: string, headers: Record<string, string> = AUTH) {
  const res = await fetch(`${sandbox.url}${path}`, { headers });
  return { res, body: (await res.json()) as any };
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

describe('Unsplash sandbox: /photos/random', () => {
  it('requires a Client-ID (header or client_id) and answers the real 401 body', async () => {
    const sandbox = await start();
    for (const headers of [{}, { Authorization: 'Client-ID invalid-key' }] as Record<string, string>[]) {
      const { res, body } = await get(sandbox, '/photos/random', headers);
      expect(res.status).toBe(401);
      expect(body).toEqual({ errors: ['OAuth error: The access token is invalid'] });
    }
    expect((await get(sandbox, '/photos/random?client_id=abc', {})).res.status).toBe(200);
  });

  it('returns one photo object, or an array whenever count is given', async () => {
    const sandbox = await start();
    const single = await get(sandbox, '/photos/random');
    expect(Array.isArray(single.body)).toBe(false);
    const photo = single.body as Json;
    expect(photo).toMatchObject({
      id: expect.stringMatching(/^[\w-]{11}$/),
      asset_type: 'photo',
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(photo['color']).toMatch(/^#[0-9a-f]{6}$/);
    expect(photo['blur_hash']).toMatch(/^L[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{27}$/);
    expect(typeof photo['alt_description']).toBe('string');
    expect(photo['user']).toMatchObject({
      name: expect.any(String),
      links: { html: expect.stringMatching(/^https:\/\/unsplash\.com\/@/) },
    });
    for (const size of ['raw', 'full', 'regular', 'small', 'thumb'])
      expect(photo['urls'][size]).toContain('ixid=');
    expect(photo['urls'].regular).toContain('w=1080');
    expect(photo['links'].download_location).toBe(
      `${sandbox.url}/photos/${photo['id']}/download?ixid=${new URL(photo['urls'].raw).searchParams.get('ixid')}`,
    );
    expect((await get(sandbox, '/photos/random?count=1')).body).toHaveLength(1);
    const three = (await get(sandbox, '/photos/random?count=3')).body as Json[];
    expect(new Set(three.map((p) => p['id'])).size).toBe(3);
    expect((await get(sandbox, '/photos/random?count=31')).res.status).toBe(400);
  });

  it('honours orientation and query, 404 when nothing matches', async () => {
    const sandbox = await start();
    const landscapes = (await get(sandbox, '/photos/random?orientation=landscape&count=30')).body as Json[];
    expect(new Set(landscapes.map((p) => p['id'])).size).toBeGreaterThanOrEqual(12);
    expect(landscapes.every((p) => p['width'] > p['height'])).toBe(true);
    const portraits = (await get(sandbox, '/photos/random?orientation=portrait&count=30')).body as Json[];
    expect(portraits.length).toBeGreaterThan(0);
    expect(portraits.every((p) => p['height'] > p['width'])).toBe(true);
    const fog = (await get(sandbox, '/photos/random?query=fog&count=30')).body as Json[];
    expect(fog.length).toBeGreaterThan(0);
    expect(fog.length).toBeLessThan(landscapes.length);
    expect(fog.every((p) => /fog|mist/i.test(`${p['description']} ${p['alt_description']}`))).toBe(true);
    // The web's own search: every sample is a nature landscape, so a pool of them is varied.
    const backdrop = (
      await get(sandbox, '/photos/random?query=nature%20landscape&orientation=landscape&count=30')
    ).body as Json[];
    expect(backdrop.length).toBe(landscapes.length);
    const none = await get(sandbox, '/photos/random?query=zzzzqqq');
    expect(none.res.status).toBe(404);
    expect(none.body).toEqual({ errors: ["Couldn't find Photo"] });
  });
});

describe('Unsplash sandbox: images, tracking, limits', () => {
  it('serves every urls.* image locally, sized loosely by w/h', async () => {
    const sandbox = await start();
    const photo = (await get(sandbox, '/photos/random?orientation=landscape')).body as Json;
    for (const url of Object.values(photo['urls'] as Record<string, string>)) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
    expect(await (await fetch(photo['urls'].regular)).text()).toMatch(/^<svg [^>]*width="1080"/);
    const custom = await (await fetch(`${photo['urls'].raw}&w=1920&h=1080&fit=crop&q=80&fm=webp`)).text();
    expect(custom).toMatch(/width="1920" height="1080"[^>]*preserveAspectRatio="xMidYMid slice"/);
    expect((await fetch(photo['user'].profile_image.medium)).status).toBe(200);
  });

  it('records download tracking only when authorised', async () => {
    const sandbox = await start();
    const photo = (await get(sandbox, '/photos/random')).body as Json;
    const location = photo['links'].download_location as string;
    expect((await fetch(location)).status).toBe(401);
    expect(sandbox.control.downloadCount()).toBe(0);
    const tracked = await fetch(location, { headers: AUTH });
    expect(tracked.status).toBe(200);
    expect(((await tracked.json()) as Json)['url']).toContain('ixid=');
    expect(sandbox.control.downloadCount(photo['id'])).toBe(1);
    expect(sandbox.control.downloads()[0]).toMatchObject({
      photoId: photo['id'],
      ixid: new URL(location).searchParams.get('ixid'),
    });
    const stats = await (await fetch(`${sandbox.url}/__control/photos/stats`)).json();
    expect((stats as Json)['downloads']).toHaveLength(1);
  });

  it('sends X-Ratelimit headers and a plain-text 403 past the hourly limit', async () => {
    const sandbox = await start({ rateLimitPerHour: 2 });
    const first = await fetch(`${sandbox.url}/photos/random`, { headers: AUTH });
    expect(first.headers.get('x-ratelimit-limit')).toBe('2');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    await fetch(`${sandbox.url}/photos/random`, { headers: AUTH });
    const limited = await fetch(`${sandbox.url}/photos/random`, { headers: AUTH });
    expect(limited.status).toBe(403);
    expect(limited.headers.get('content-type')).toContain('text/plain');
    expect(await limited.text()).toBe('Rate Limit Exceeded');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('forces the rate limit and failures from the control', async () => {
    const sandbox = await start({ rateLimitStatus: 429 });
    await fetch(`${sandbox.url}/__control/photos/rate-limit`, {
      method: 'POST',
      body: JSON.stringify({ on: true }),
    });
    expect((await fetch(`${sandbox.url}/photos/random`, { headers: AUTH })).status).toBe(429);
    sandbox.control.reset();
    sandbox.control.failNext(1, 503);
    expect((await fetch(`${sandbox.url}/photos/random`, { headers: AUTH })).status).toBe(503);
    expect((await fetch(`${sandbox.url}/photos/random`, { headers: AUTH })).status).toBe(200);
    expect(sandbox.control.callCount('random')).toBe(2);
  });
});
