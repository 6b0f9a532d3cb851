import { request as httpRequest, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DefaultBodyLimitBytes, ErrorCode } from '@stillframe/contracts';
import { sealChannel } from '@stillframe/server-kit';
import { TEST_IDENTITY_SECRET } from '@stillframe/server-kit/testing';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';
import { awayFromAWindowEnd } from './rate-window.js';

let t: GatewayTestApp;
let port: number;
let client = 0;
beforeAll(async () => {
  t = await startGatewayTestApp({ RATE_LIMIT_CREDENTIALS_PER_MINUTE: '3', TRUST_PROXY_HOPS: '1' });
  const server = t.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Every test calls from its own address, so that the rate limits of one never bind another. */
const newClient = () => `203.0.113.${++client}`;

interface Upload {
  path: string;
  headers?: Record<string, string>;
  /** Chunks written one after the other, each only once the previous one was taken. */
  chunks: Buffer[];
  /** Leave the body unfinished: only a gateway that answers before the end can answer at all. */
  unfinished?: boolean;
}

/** Sends a body piece by piece and stops as soon as the gateway answers: returns the answer and what was sent. */
function upload({ path, headers = {}, chunks, unfinished = false }: Upload) {
  return new Promise<{ status: number; body: Record<string, unknown>; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      // A connection of its own: one left mid-body must not carry the next upload.
      agent: false,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient(), ...headers },
    });
    req.on('response', (res: IncomingMessage) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(parts).toString() || '{}') as Record<string, unknown>,
          sent,
        });
        req.destroy();
      });
    });
    // Once answered, the upload is abandoned: a write may fail after the answer came.
    req.on('error', () => undefined);
    req.on('close', () => (answered ? undefined : reject(new Error('closed without an answer'))));
    // Paced so that an answer is seen before the next piece goes out.
    const writeNext = (index: number) => {
      if (answered) return;
      const chunk = chunks[index];
      if (!chunk) return unfinished ? undefined : void req.end();
      sent += chunk.length;
      req.write(chunk, () => setTimeout(() => writeNext(index + 1), 10));
    };
    writeNext(0);
  });
}

const kilobytes = (count: number) => Buffer.alloc(count * 1024, 'a');

const signInAsAdmin = async () => {
  const response = await t.http
    .post('/api/auth/login')
    .set('x-forwarded-for', newClient())
    .send({ email: 'admin@example.com', password: 'admin password' })
    .expect(200);
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
};

/** An encrypted note's fields with ciphertexts of `size` base64 characters. */
const encryptedFields = (size: number) => {
  const cipher = 'A'.repeat(size);
  const iv = 'A'.repeat(16);
  const fields = ['note', 'videoId', 'videoTitle', 'videoThumbnailUrl', 'timestamp'];
  const ivs = ['contentIv', 'videoIdIv', 'videoTitleIv', 'videoThumbnailIv', 'timestampIv'];
  return Object.fromEntries([...fields.map((name) => [name, cipher]), ...ivs.map((name) => [name, iv])]);
};

describe('request body limits', () => {
  it('refuses a declared Content-Length over the route limit before reading the body', async () => {
    const answer = await upload({
      path: '/api/auth/login',
      headers: { 'content-length': String(10 * 1024 * 1024) },
      chunks: [kilobytes(1)],
      unfinished: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      statusCode: 413,
      code: ErrorCode.payloadTooLarge,
      message: `Request body is larger than the ${DefaultBodyLimitBytes / 1024} KB this route accepts`,
    });
    expect(answer.sent).toBe(1024);
  });

  it('counts a chunked body while it streams and refuses it once past the limit', async () => {
    const answer = await upload({
      path: '/api/auth/login',
      chunks: [kilobytes(20), kilobytes(20)],
      unfinished: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe(ErrorCode.payloadTooLarge);
    expect(answer.sent).toBe(40 * 1024);
  });

  it('reads no body on a route that has none, and forwards none', async () => {
    const cookie = await signInAsAdmin();
    const calls = t.billing.calls.length;
    const answer = await upload({
      path: '/api/subscription/create-customer-portal',
      headers: { cookie },
      chunks: [Buffer.from(JSON.stringify({ smuggled: 'x'.repeat(100) }))],
    });
    expect(answer.status).toBe(200);
    expect(t.billing.calls.slice(calls).at(-1)).toMatchObject({
      url: '/api/subscription/create-customer-portal',
      body: '',
    });
  });

  it("takes a signed-in caller's large re-encryption batch, and refuses it to an anonymous caller unread", async () => {
    const body = JSON.stringify({
      notes: Array.from({ length: 12 }, () => ({ id: randomUUID(), ...encryptedFields(20_000) })),
    });
    expect(body.length).toBeGreaterThan(1024 * 1024);
    // The answer comes while most of the declared body is still unsent.
    const anonymous = await upload({
      path: '/api/notes/re-encrypt',
      headers: { 'content-length': String(Buffer.byteLength(body)) },
      chunks: [Buffer.from(body.slice(0, 64 * 1024))],
      unfinished: true,
    });
    expect(anonymous.status).toBe(401);

    const cookie = await signInAsAdmin();
    const calls = t.library.calls.length;
    const signedIn = await upload({
      path: '/api/notes/re-encrypt',
      headers: { cookie },
      chunks: [Buffer.from(body)],
    });
    expect(signedIn.status).toBe(200);
    expect(t.library.calls.slice(calls).at(-1)?.body).toBe(body);
  });

  it("takes an encrypted note larger than the default limit, but not beyond the route's own", async () => {
    const cookie = await signInAsAdmin();
    const note = { isEncrypted: true, ...encryptedFields(100_000) };
    const accepted = await t.http
      .post('/api/notes')
      .set('cookie', cookie)
      .set('x-forwarded-for', newClient())
      .send(note);
    expect(accepted.status).toBe(200);
    const refused = await t.http
      .post('/api/notes')
      .set('cookie', cookie)
      .set('x-forwarded-for', newClient())
      .send({ ...note, padding: 'x'.repeat(200_000) });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Request body is larger than the 600 KB this route accepts');
  });

  it('takes a favourites import batch of 50 channels with long descriptions, but not beyond its own limit', async () => {
    const cookie = await signInAsAdmin();
    // Sealed as the catalog seals channel details: the library stores only sealed channels.
    const channels = Array.from({ length: 50 }, (_, n) => {
      const fields = {
        id: `UC${String(n).padStart(22, '0')}`,
        title: `Channel ${n}`,
        thumbnailUrl: '',
        subscriberCount: '',
        description: 'é'.repeat(10_000),
      };
      return { ...fields, seal: sealChannel(fields, TEST_IDENTITY_SECRET) };
    });
    expect(Buffer.byteLength(JSON.stringify({ channels }))).toBeGreaterThan(DefaultBodyLimitBytes * 10);
    const accepted = await t.http
      .post('/api/favorites/import')
      .set('cookie', cookie)
      .set('x-forwarded-for', newClient())
      .send({ channels });
    expect(accepted.status).toBe(200);
    const refused = await t.http
      .post('/api/favorites/import')
      .set('cookie', cookie)
      .set('x-forwarded-for', newClient())
      .send({ channels, padding: 'x'.repeat(2_200_000) });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Request body is larger than the 2 MB this route accepts');
  });

  it('applies the rate limit before parsing anything', async () => {
    const address = newClient();
    await awayFromAWindowEnd();
    const login = () =>
      t.http
        .post('/api/auth/login')
        .set('x-forwarded-for', address)
        .set('content-type', 'application/json')
        .send('{not json');
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await login();
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(ErrorCode.invalidJson);
    }
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.rateLimited);
  });

  it('still forwards the exact bytes of a JSON body', async () => {
    const cookie = await signInAsAdmin();
    const calls = t.billing.calls.length;
    const raw = '{ "priceId" :"price_pro",\n "extra": [1, 2.50] }';
    await t.http
      .post('/api/subscription/create-checkout-session')
      .set('cookie', cookie)
      .set('content-type', 'application/json')
      .send(raw);
    expect(t.billing.calls.slice(calls).at(-1)?.body).toBe(raw);
  });
});
