import { ErrorBodySchema, InternalHeader } from '@stillframe/contracts';
import { testIdentity } from '@stillframe/server-kit/testing';
import { startGatewayTestApp, type Agent, type GatewayTestApp } from './gateway-test-app.js';
import { entitlementOf } from './stand-in-service.js';

// Issue 19, items 6 and 7: strict input through the real gateway and the real library. Control
// characters are refused in every string, naming the field; unknown query parameters on every route;
// and a validation error stays small whatever the body.
let t: GatewayTestApp;
let pro: Agent;
let userId: string;
beforeAll(async () => {
  t = await startGatewayTestApp({}, { realLibrary: true });
  pro = t.agent();
  const registered = await pro
    .post('/api/auth/register')
    .send({ email: 'strict@example.com', password: 'long password', confirmPassword: 'long password' })
    .expect(201);
  userId = String(registered.body.user.id);
  t.billing.entitlements.set(userId, entitlementOf());
}, 60_000);
afterAll(() => t.close());

const NUL_URL = 'https://i.ytimg.com/vi/abc\u0000def/default.jpg';
const note = (extra: Record<string, unknown> = {}) => ({
  note: 'A note',
  videoId: 'strictVid01',
  videoTitle: 'Strict',
  timestamp: 4,
  ...extra,
});
const channel = (extra: Record<string, unknown> = {}) => ({
  id: 'UCabcdefghijklmnopqrstuv',
  title: 'A channel',
  ...extra,
});

/** A 400 in the one error shape, naming `field` first. */
function expectRefused(response: { status: number; body: unknown }, field: string): void {
  expect({
    status: response.status,
    field: ErrorBodySchema.parse(response.body).details?.[0]?.field,
  }).toEqual({
    status: 400,
    field,
  });
}

describe('control characters', () => {
  it('refuses a NUL in every URL field the library stores, naming the field (was a 500)', async () => {
    const created = (await pro.post('/api/notes').send(note()).expect(201)).body as { id: string };
    expectRefused(
      await pro.post('/api/notes').send(note({ videoThumbnailUrl: NUL_URL })),
      'body.videoThumbnailUrl',
    );
    expectRefused(
      await pro.put(`/api/notes/${created.id}`).send({ videoThumbnailUrl: NUL_URL }),
      'body.videoThumbnailUrl',
    );
    expectRefused(
      await pro.post('/api/favorites').send(channel({ thumbnailUrl: NUL_URL })),
      'body.thumbnailUrl',
    );
    expectRefused(
      await pro.post('/api/notes/import').send({ notes: [note(), note({ videoThumbnailUrl: NUL_URL })] }),
      'body.notes.1.videoThumbnailUrl',
    );
    expectRefused(
      await pro.post('/api/favorites/import').send({ channels: [channel({ thumbnailUrl: NUL_URL })] }),
      'body.channels.0.thumbnailUrl',
    );
  });

  it('refuses other control characters in single-line fields, and allows tabs and line breaks in note text', async () => {
    expectRefused(await pro.post('/api/notes').send(note({ videoTitle: 'Tab\there' })), 'body.videoTitle');
    expectRefused(
      await pro.post('/api/notes').send(note({ channelTitle: 'Del\u007f' })),
      'body.channelTitle',
    );
    expectRefused(await pro.post('/api/favorites').send(channel({ title: 'Next line\u0085' })), 'body.title');
    expectRefused(await pro.post('/api/notes').send(note({ note: 'Bell\u0007' })), 'body.note');
    expectRefused(await pro.get('/api/notes/strict%00Vid'), 'params.videoId');
    const written = await pro
      .post('/api/notes')
      .send(note({ note: 'Line one\n\tindented line two' }))
      .expect(201);
    expect(written.body.note).toBe('Line one\n\tindented line two');
  });

  it('is refused by the service itself too, not only by the gateway', async () => {
    const direct = await fetch(`${t.libraryUrl}/api/favorites`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [InternalHeader.identity]: testIdentity({ sub: userId }),
      },
      body: JSON.stringify(channel({ thumbnailUrl: NUL_URL })),
    });
    expectRefused({ status: direct.status, body: await direct.json() }, 'body.thumbnailUrl');
  });
});

describe('query parameters', () => {
  it('refuses an unknown query parameter on a route without a query, before any service is called', async () => {
    const before = t.catalog.calls.length;
    const refused = await t.agent().get('/api/youtube/videos/abcdefghijk?x=1');
    expectRefused(refused, 'query.x');
    expect(t.catalog.calls.length).toBe(before);
    await t.agent().get('/api/youtube/videos/abcdefghijk').expect(200);
  });

  it('refuses an unknown query parameter beside known ones, at the gateway and at the service', async () => {
    expectRefused(await pro.get('/api/notes?sort=oldest&x=1'), 'query.x');
    await pro.get('/api/notes?sort=oldest&limit=5').expect(200);
    const direct = await fetch(`${t.libraryUrl}/api/notes?sort=oldest&cacheBuster=7`, {
      headers: { [InternalHeader.identity]: testIdentity({ sub: userId }) },
    });
    expectRefused({ status: direct.status, body: await direct.json() }, 'query.cacheBuster');
    // A route without a query schema, called directly: the service refuses any query too.
    const identity = { [InternalHeader.identity]: testIdentity({ sub: userId }) };
    const unread = await fetch(`${t.libraryUrl}/api/note-shares?x=1`, { headers: identity });
    expectRefused({ status: unread.status, body: await unread.json() }, 'query.x');
    expect((await fetch(`${t.libraryUrl}/api/note-shares`, { headers: identity })).status).toBe(200);
  });
});

describe('validation errors stay small', () => {
  it('answers an import of 10,000 bad notes with 20 details and how many more there were', async () => {
    const bad = Array.from({ length: 10_000 }, (_, index) => ({
      note: '',
      videoId: `../${index}`,
      timestamp: -1,
    }));
    const response = await pro.post('/api/notes/import').send({ notes: bad }).expect(400);
    const body = ErrorBodySchema.parse(response.body);
    expect(body.details).toHaveLength(20);
    expect(body.details?.[0]?.field).toMatch(/^body\.notes\.0\./);
    // Three problems in each of 10,000 notes; 20 are listed.
    expect(body.omittedDetails).toBe(30_000 - 20);
    expect(body.message).toMatch(/\(and 29,980 more\)$/);
    expect(Buffer.byteLength(response.text)).toBeLessThan(4096);
  });

  it('counts control characters the same way', async () => {
    const bad = Array.from({ length: 500 }, () => note({ videoTitle: 'NUL\u0000' }));
    const response = await pro.post('/api/notes/import').send({ notes: bad }).expect(400);
    const body = ErrorBodySchema.parse(response.body);
    expect(body.details).toHaveLength(20);
    expect(body.details?.[19]?.field).toBe('body.notes.19.videoTitle');
    expect(body.omittedDetails).toBe(480);
  });
});
