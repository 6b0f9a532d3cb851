import { createLogger } from '@stillframe/server-kit';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';
import { entitlementOf } from './stand-in-service.js';

// Issue 19, item 9: a share link's token is a secret; no log line of the gateway or the library may
// carry it, whatever the call (the API, the web page's path, a revoke, an escaped spelling).
const gatewayLines: string[] = [];
let libraryLog = '';
let t: GatewayTestApp;
beforeAll(async () => {
  t = await startGatewayTestApp(
    {},
    {
      realLibrary: true,
      logger: createLogger('gateway-test', 'info', { write: (line: string) => gatewayLines.push(line) }),
      libraryLog: { level: 'info', onLog: (text) => (libraryLog += text) },
    },
  );
}, 60_000);
afterAll(() => t.close());

/** The library writes its lines a moment after answering: waits (bounded) for the line of a request id. */
async function libraryLogged(requestId: string): Promise<void> {
  for (let attempt = 0; attempt < 200 && !libraryLog.includes(requestId); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

it('keeps share tokens out of every request log line of the gateway and the library', async () => {
  const owner = t.agent();
  const registered = await owner
    .post('/api/auth/register')
    .send({ email: 'logs@example.com', password: 'long password', confirmPassword: 'long password' })
    .expect(201);
  t.billing.entitlements.set(String(registered.body.user.id), entitlementOf());
  await owner.post('/api/notes').send({ note: 'Secret?', videoId: 'logsVideo01', timestamp: 1 }).expect(201);
  const { token } = (await owner.post('/api/note-shares').send({ videoId: 'logsVideo01' }).expect(201))
    .body as { token: string };
  const visitor = t.agent();
  await visitor.get(`/api/shared-notes/${token}`).expect(200);
  await visitor.get(`/api/shared-notes/${token}/`).expect(200);
  await visitor.get(`/shared/${token}`);
  // An escaped spelling of the same token is the same secret.
  await visitor.get(`/api/shared-notes/${token.replace(/_/g, '%5F').replace(/-/g, '%2D')}`);
  await owner.get('/api/note-shares').expect(200);
  await owner.delete(`/api/note-shares/${token}`).expect(200);
  const last = await visitor.get(`/api/shared-notes/${token}`).expect(404);
  await libraryLogged(String(last.headers['x-request-id']));

  const libraryLines = libraryLog.split('\n').filter(Boolean);
  const requestLines = [...gatewayLines, ...libraryLines].filter((line) => line.includes('"request"'));
  // The calls were logged, with the token's place marked ...
  expect(gatewayLines.filter((line) => line.includes('/api/shared-notes/[redacted]')).length).toBe(4);
  expect(libraryLines.filter((line) => line.includes('/api/shared-notes/[redacted]')).length).toBe(4);
  expect(libraryLines.some((line) => line.includes('/api/note-shares/[redacted]'))).toBe(true);
  expect(requestLines.length).toBeGreaterThan(10);
  // ... and no line of either app holds the token, in any spelling.
  const leaks = [...gatewayLines, ...libraryLines].filter(
    (line) => line.includes(token) || line.includes(token.slice(0, 20)) || line.includes(token.slice(-20)),
  );
  expect(leaks).toEqual([]);
});
