import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BroadcastEvent, InternalHeader, SessionCookieName } from '@stillframe/contracts';
import { Broadcaster } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';
import { entitlementOf } from './stand-in-service.js';

const webDist = mkdtempSync(join(tmpdir(), 'stillframe-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Stillframe</title>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');

let t: GatewayTestApp;
beforeAll(async () => {
  t = await startGatewayTestApp({
    WEB_DIST: webDist,
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: '13',
    TRUST_PROXY_HOPS: '1',
  });
});
afterAll(() => t.close());

const signUp = async (email: string) => {
  const agent = t.agent();
  const response = await agent
    .post('/api/auth/register')
    .send({ email, password: 'long password', confirmPassword: 'long password' })
    .expect(201);
  return { agent, userId: String(response.body.user.id), cookie: String(response.headers['set-cookie']) };
};

describe('sessions and identity', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and passes a signed identity to the services', async () => {
    const { agent, userId, cookie } = await signUp('identity@example.com');
    expect(cookie).toMatch(new RegExp(`^${SessionCookieName}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    await agent.get('/api/library/export').expect(200);
    const call = t.library.calls.at(-1);
    expect(call?.claims).toMatchObject({ sub: userId, adm: false });
    expect(call?.url).toBe('/api/library/export');
  });

  it("tells billing, and only billing, the signed-in user's email (the Stripe customer's)", async () => {
    const { agent } = await signUp('payer@example.com');
    await agent.get('/api/subscription/status').expect(200);
    expect(t.billing.calls.at(-1)?.claims?.eml).toBe('payer@example.com');
    await agent.get('/api/library/export').expect(200);
    expect(t.library.calls.at(-1)?.claims).not.toHaveProperty('eml');
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const response = await t.http
      .post('/api/auth/register')
      .set('x-forwarded-proto', 'https')
      .send({ email: 'secure@example.com', password: 'long password', confirmPassword: 'long password' })
      .expect(201);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('never lets a browser pass its own identity header or request id through', async () => {
    const { agent, userId } = await signUp('spoof@example.com');
    await agent
      .get('/api/library/export')
      .set(InternalHeader.identity, 'v1.forged.token')
      .set(InternalHeader.requestId, 'mine')
      .expect(200);
    const call = t.library.calls.at(-1);
    expect(call?.claims?.sub).toBe(userId);
    expect(call?.claims?.rid).not.toBe('mine');
  });

  it('a session cookie stops working after logout', async () => {
    const { agent } = await signUp('bye@example.com');
    await agent.get('/api/auth/user').expect(200);
    const logout = await agent.post('/api/auth/logout').expect(200);
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${SessionCookieName}=;`));
    await agent.get('/api/auth/user').expect(401);
  });

  it('a user deleted by an admin is signed out at once', async () => {
    const { agent, userId } = await signUp('doomed@example.com');
    const admin = t.agent();
    await admin
      .post('/api/auth/login')
      .send({ email: 'admin@example.com', password: 'admin password' })
      .expect(200);
    await admin.delete(`/api/admin/users/${userId}`).expect(200);
    await agent.get('/api/auth/user').expect(401);
  });

  it('answers 404 with the error body for an unknown API route', async () => {
    const response = await t.http.get('/api/nothing-here').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});

describe('entitlements', () => {
  it('drops the cached entitlement at once when billing broadcasts a change', async () => {
    const { agent, userId } = await signUp('upgrade@example.com');
    await agent.get('/api/favorites').expect(402);
    t.billing.entitlements.set(userId, entitlementOf());
    await agent.get('/api/favorites').expect(402); // still cached
    const broadcaster = new Broadcaster(testRedisUrl());
    await broadcaster.emit(BroadcastEvent.entitlementChanged, { userId });
    await broadcaster.close();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await agent.get('/api/favorites')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(200);
  });
});

describe('protections', () => {
  it('refuses a state-changing call from another origin (CSRF) and accepts the same origin', async () => {
    const response = await t.http
      .post('/api/auth/login')
      .set('origin', 'https://evil.example')
      .send({ email: 'x@y.co', password: 'whatever' })
      .expect(403);
    expect(response.body.code).toBe('csrf_rejected');
    const host = new URL(await t.app.getUrl().catch(() => 'http://127.0.0.1')).host;
    const same = await t.http
      .post('/api/auth/login')
      .set('host', host)
      .set('origin', `http://${host}`)
      .send({ email: 'x@y.co', password: 'whatever' });
    expect(same.status).toBe(401);
  });

  it('validates before forwarding: a bad query never reaches the service', async () => {
    const before = t.catalog.calls.length;
    const response = await t.http.get('/api/youtube/videos/bad%20id!').expect(400);
    expect(response.body.details[0].field).toBe('params.ids.0');
    expect(t.catalog.calls.length).toBe(before);
  });

  it('rate-limits sign-in attempts per address with 429 and Retry-After', async () => {
    // Windows are whole minutes: if one ends mid-test the count starts again, so keep going until refused.
    let last = { status: 0, headers: {} as Record<string, string> };
    for (let attempt = 0; attempt < 40 && last.status !== 429; attempt += 1) {
      last = await t.http
        .post('/api/auth/login')
        .set('x-forwarded-for', '1.2.3.4')
        .send({ email: 'rl@example.com', password: 'nope nope' });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('health, docs and the web app', () => {
  it('reports every part up, and names a service that is down with 503', async () => {
    const healthy = await t.http.get('/api/health').expect(200);
    expect(healthy.body).toEqual({
      status: 'ok',
      checks: {
        gateway: 'up',
        auth: 'up',
        catalog: 'up',
        library: 'up',
        billing: 'up',
        postgres: 'up',
        redis: 'up',
      },
    });
    t.library.setReady(false);
    const degraded = await t.http.get('/api/health').expect(503);
    expect(degraded.body.checks.library).toBe('down');
    t.library.setReady(true);
  });

  it('names only what is down: a service that cannot be reached is not a Postgres outage', async () => {
    t.library.setReachable(false);
    try {
      const degraded = await t.http.get('/api/health').expect(503);
      expect(degraded.body.checks).toEqual({
        gateway: 'up',
        auth: 'up',
        catalog: 'up',
        library: 'down',
        billing: 'up',
        postgres: 'up',
        redis: 'up',
      });
    } finally {
      t.library.setReachable(true);
    }
  });

  it('answers the probes itself even when it serves the web app (never index.html)', async () => {
    const live = await t.http.get('/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await t.http.get('/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { redis: 'up' } });
    await t.http.get('/health/nothing').expect(404);
  });

  it('serves the OpenAPI document generated from the contracts, and the docs page', async () => {
    const document = await t.http.get('/api/openapi.json').expect(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/notes', '/api/youtube/search', '/api/subscription/webhook']),
    );
    expect((await t.http.get('/api/docs').expect(200)).text).toContain('swagger-ui');
    await t.http.get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
  });

  it('serves hashed assets with a long cache and client routes with index.html', async () => {
    const asset = await t.http.get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const route = await t.http.get('/watch/abcdefghijk').expect(200);
    expect(route.text).toContain('<title>Stillframe</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('labels every refusal by what is wrong: a forbidden static path, a non-UTF-8 body, an overlong password', async () => {
    const traversal = await t.http.get('/assets/..%2f..%2fetc%2fpasswd').expect(403);
    expect(traversal.body).toEqual({
      statusCode: 403,
      code: 'forbidden',
      message: 'Access to this path is forbidden',
    });
    const latin1 = await t.http
      .post('/api/auth/login')
      .set('content-type', 'application/json; charset=latin1')
      .send(Buffer.from('{"email":"caf\xe9@example.com","password":"x"}', 'latin1'))
      .expect(415);
    expect(latin1.body).toMatchObject({
      code: 'unsupported_media_type',
      message: expect.stringMatching(/LATIN1/),
    });
    const long = await t.http
      .post('/api/auth/login')
      .send({ email: 'long@example.com', password: 'x'.repeat(2000) })
      .expect(400);
    expect(long.body.details).toEqual([
      { field: 'body.password', message: 'Password must be at most 1024 characters long' },
    ]);
  });

  it('sends a Content-Security-Policy and a referrer policy that YouTube embeds accept', async () => {
    const page = await t.http.get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    );
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
