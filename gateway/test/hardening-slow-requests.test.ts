import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { InternalHeader } from '@stillframe/contracts';
import { testIdentity } from '@stillframe/server-kit/testing';
import { startServiceProcess } from './auth-process.js';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app.js';

// Issue 19, item 6: a request that stalls is cut with a 408 and its socket freed, in the gateway and
// in a service (server-kit's createApp); one address cannot hold more than its share of connections.
// The limits are short here so that the tests wait little; no test asserts how long anything took.
const IDLE_MS = '300';
const TOTAL_MS = '1500';
const CAP = 6;
let t: GatewayTestApp;
let server: Server;
let port: number;
let library: Awaited<ReturnType<typeof startServiceProcess>>;
beforeAll(async () => {
  t = await startGatewayTestApp({
    REQUEST_BODY_IDLE_MS: IDLE_MS,
    REQUEST_TIMEOUT_MS: TOTAL_MS,
    CONNECTIONS_PER_ADDRESS: String(CAP),
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: '100000',
  });
  server = t.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  library = await startServiceProcess('library', {
    REQUEST_BODY_IDLE_MS: IDLE_MS,
    REQUEST_TIMEOUT_MS: TOTAL_MS,
  });
}, 60_000);
afterAll(async () => {
  await library.stop();
  await t.close();
});

interface Raw {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
}

/** A raw TCP connection (no HTTP client that would finish or retry a request on its own). */
function open(to: number = port): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** The server notices a closed socket a moment later: asks again (bounded) until the count is `want`. */
async function connectionsSettle(want: number): Promise<number> {
  let count = await openConnections();
  for (let attempt = 0; attempt < 200 && count !== want; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    count = await openConnections();
  }
  return count;
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

/** The status and error body of a raw answer. */
function answer(raw: string): { status: number; code: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const json = body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1);
  return { status, code: json ? (JSON.parse(json) as { code?: unknown }).code : undefined };
}

describe('stalled requests', () => {
  beforeEach(async () => {
    expect(await connectionsSettle(0)).toBe(0);
  });

  it('cuts a body that stops arriving with a 408 and frees the socket', async () => {
    const raw = await open();
    raw.socket.write(
      head('POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': 200 }) +
        '{"email":"slow@example.com",',
    );
    expect(answer(await raw.closed)).toEqual({ status: 408, code: 'request_timeout' });
    expect(await connectionsSettle(0)).toBe(0);
  });

  it('cuts an anonymous webhook body left half-sent', async () => {
    const raw = await open();
    raw.socket.write(
      head('POST', '/api/subscription/webhook', {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=00',
        'content-length': 5000,
      }) + '{"id":"evt_',
    );
    expect(answer(await raw.closed)).toEqual({ status: 408, code: 'request_timeout' });
    expect(await connectionsSettle(0)).toBe(0);
  });

  /** Sends a byte well within every idle limit, for as long as the connection lasts. */
  const trickle = async (raw: Raw): Promise<string> => {
    const timer = setInterval(() => raw.socket.writable && raw.socket.write(' '), 50);
    try {
      return await raw.closed;
    } finally {
      clearInterval(timer);
    }
  };

  it('cuts a body that trickles in, never idle, at the request deadline', async () => {
    const raw = await open();
    raw.socket.write(
      head('POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': 1000 }),
    );
    expect(answer(await trickle(raw))).toEqual({ status: 408, code: 'request_timeout' });
    expect(await connectionsSettle(0)).toBe(0);
  });

  it('closes at the deadline a refused body that keeps trickling in', async () => {
    const raw = await open();
    // Over the route's limit: refused at once (413), and what follows is read and dropped, not for ever.
    raw.socket.write(
      head('POST', '/api/auth/login', { 'content-type': 'application/json', 'content-length': 10_000_000 }),
    );
    expect(answer(await trickle(raw))).toEqual({ status: 413, code: 'payload_too_large' });
    expect(await connectionsSettle(0)).toBe(0);
  });

  it('cuts headers that never end', async () => {
    const raw = await open();
    raw.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer(await raw.closed)).toEqual({ status: 408, code: 'request_timeout' });
    expect(await connectionsSettle(0)).toBe(0);
  });

  it('cuts a stalled body in a service too (server-kit), with the same answer', async () => {
    const raw = await open(Number(new URL(library.url).port));
    raw.socket.write(
      head('POST', '/api/notes', {
        'content-type': 'application/json',
        'content-length': 300,
        [InternalHeader.identity]: testIdentity({ sub: randomUUID() }),
      }) + '{"note":"slow',
    );
    expect(answer(await raw.closed)).toEqual({ status: 408, code: 'request_timeout' });
  });
});

describe('connections per address', () => {
  it(`closes a new connection at once past ${CAP} open ones from one address, and takes one again when one closes`, async () => {
    expect(await connectionsSettle(0)).toBe(0);
    const held = await Promise.all(Array.from({ length: CAP }, () => open()));
    expect(await connectionsSettle(CAP)).toBe(CAP);
    // The next one is closed without an answer, though it asked nothing yet.
    const refused = await open();
    expect(await refused.closed).toBe('');
    // Those held still work.
    held[0]!.socket.write(head('GET', '/health/live', { connection: 'close' }));
    expect(answer(await held[0]!.closed).status).toBe(200);
    expect(await connectionsSettle(CAP - 1)).toBe(CAP - 1);
    const again = await open();
    again.socket.write(head('GET', '/health/live', { connection: 'close' }));
    expect(answer(await again.closed).status).toBe(200);
    for (const { socket } of held) socket.destroy();
    expect(await connectionsSettle(0)).toBe(0);
  });
});
