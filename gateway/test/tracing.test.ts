import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InternalHeader } from '@stillframe/contracts';
import { startYouTubeSandbox, type YouTubeSandbox } from '@stillframe/sandbox';
import { startServiceProcess } from './auth-process.js';
import { startGatewayProcess } from './gateway-process.js';
import { SpanKind, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver.js';
import { startStandIn } from './stand-in-service.js';

/**
 * OpenTelemetry traces with every app as production runs it, from its built `dist/main.js`: the gateway,
 * auth, library and catalog export to a receiver on loopback, and one request is one trace from the
 * gateway through the service to Postgres, Redis and YouTube (the sandbox). Without an endpoint, an
 * app loads nothing of OpenTelemetry at all.
 */
const LOADED_MODULES = fileURLToPath(new URL('./loaded-modules.mjs', import.meta.url));
const ADMIN = { email: 'admin@example.com', password: 'admin password' };
/**
 * OpenTelemetry's SDK, exporters and instrumentations. Not its API: prom-client loads it in every app,
 * tracing or not (for exemplars), and alone it does nothing.
 */
const OTEL_MODULE =
  /[\\/]node_modules[\\/](@opentelemetry[\\/](?!api[\\/])|@prisma[\\/]instrumentation[\\/])/;

let receiver: OtlpReceiver;
let youtube: YouTubeSandbox;
let billing: Awaited<ReturnType<typeof startStandIn>>;
let modulesDir: string;
const stops: Array<() => Promise<void>> = [];
/** The pids of the apps, by name (`gateway`, `off-gateway`, …), for the loaded-modules probe. */
const pids = new Map<string, number>();
let tracedGateway: string;
let untracedGateway: string;

/** Lets the app report the modules it loaded (loaded-modules.mjs), into a file of its own. */
const probeEnv = (name: string) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${LOADED_MODULES}`.trim(),
  STILLFRAME_LOADED_MODULES_FILE: join(modulesDir, `${name}.json`),
});

async function startStack(prefix: string, tracing: Record<string, string>): Promise<string> {
  const env = (name: string) => ({ ...tracing, ...probeEnv(`${prefix}${name}`) });
  const [auth, library, catalog] = await Promise.all([
    startServiceProcess('auth', {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env('auth'),
    }),
    startServiceProcess('library', env('library')),
    startServiceProcess('catalog', {
      YOUTUBE_API_KEY: 'sandbox-key',
      YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
      ...env('catalog'),
    }),
  ]);
  const gateway = await startGatewayProcess({
    AUTH_URL: auth.url,
    LIBRARY_URL: library.url,
    CATALOG_URL: catalog.url,
    BILLING_URL: billing.url,
    ...env('gateway'),
  });
  for (const [name, app] of Object.entries({ auth, library, catalog, gateway })) {
    pids.set(`${prefix}${name}`, app.pid);
    stops.push(() => app.stop());
  }
  return gateway.url;
}

beforeAll(async () => {
  modulesDir = mkdtempSync(join(tmpdir(), 'stillframe-tracing-'));
  [receiver, youtube, billing] = await Promise.all([
    startOtlpReceiver(),
    startYouTubeSandbox(),
    startStandIn(),
  ]);
  // A short batch delay: spans leave a tenth of a second after they end.
  tracedGateway = await startStack('', {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  untracedGateway = await startStack('off-', {});
}, 120_000);

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await Promise.all([receiver?.close(), youtube?.close(), billing?.close()]);
  if (modulesDir) rmSync(modulesDir, { recursive: true, force: true });
});

async function signIn(gateway: string): Promise<string> {
  const response = await fetch(`${gateway}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The spans of the trace whose gateway server span carries this request id, once `done` holds. */
async function traceOf(requestId: string, done: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const root = receiver.spans.find(
      (span) => span.service === 'gateway' && span.attributes['stillframe.request_id'] === requestId,
    );
    const spans = root ? receiver.spans.filter((span) => span.traceId === root.traceId) : [];
    if (root && done(spans)) return spans;
    if (Date.now() > deadline)
      throw new Error(
        `trace of ${requestId} incomplete: ${spans.map((span) => `${span.service} ${span.kind} ${span.name}`).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The span's ancestors in its trace, nearest first. */
function ancestorsOf(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  const ancestors: ReceivedSpan[] = [];
  for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? ''))
    ancestors.push(parent);
  return ancestors;
}

const one = (spans: ReceivedSpan[], test: (span: ReceivedSpan) => boolean, what: string) => {
  const found = spans.filter(test);
  if (found.length !== 1) throw new Error(`${found.length} spans for ${what}: ${JSON.stringify(spans)}`);
  return found[0]!;
};

/** Gateway server span → gateway client call → the service's server span, each the parent of the next. */
function requestChain(
  spans: ReceivedSpan[],
  service: string,
  route: string,
  requestId: string,
  status: number,
) {
  const gateway = one(
    spans,
    (span) => span.service === 'gateway' && span.kind === SpanKind.server,
    'the gateway request',
  );
  expect(gateway.name).toBe(route);
  expect(gateway.parentSpanId).toBeUndefined();
  expect(gateway.attributes).toMatchObject({
    'stillframe.route': route,
    'stillframe.request_id': requestId,
    'http.response.status_code': status,
  });
  const call = one(
    spans,
    (span) =>
      span.service === 'gateway' &&
      span.kind === SpanKind.client &&
      span.parentSpanId === gateway.spanId &&
      span.attributes['url.full'] !== undefined,
    `the gateway's call to ${service}`,
  );
  const server = one(
    spans,
    (span) => span.service === service && span.kind === SpanKind.server,
    `the ${service} request`,
  );
  expect(server.parentSpanId).toBe(call.spanId);
  expect(server.name).toBe(route);
  expect(server.attributes).toMatchObject({
    'stillframe.route': route,
    'stillframe.request_id': requestId,
    'http.response.status_code': status,
  });
  return { gateway, call, server };
}

describe('tracing on (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  const isPostgres = (span: ReceivedSpan) => span.attributes['db.system.name'] === 'postgresql';
  const isRedis = (span: ReceivedSpan) => span.attributes['db.system.name'] === 'redis';
  const hasServer = (service: string) => (trace: ReceivedSpan[]) =>
    trace.some((span) => span.service === service && span.kind === SpanKind.server);

  it('makes one trace of a note written: gateway, its call, the library, Prisma and Postgres', async () => {
    const cookie = await signIn(tracedGateway);
    const response = await fetch(`${tracedGateway}/api/notes`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        note: 'The bridge',
        videoId: 'abcdefghijk',
        videoTitle: 'A video',
        timestamp: 3,
      }),
    });
    expect(response.status).toBe(201);
    const requestId = response.headers.get(InternalHeader.requestId)!;

    const spans = await traceOf(requestId, (trace) => hasServer('library')(trace) && trace.some(isPostgres));
    const { server } = requestChain(spans, 'library', 'notes.create', requestId, 201);
    const queries = spans.filter((span) => span.service === 'library' && isPostgres(span));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query).toMatchObject({ name: 'prisma:client:db_query', kind: SpanKind.client });
      expect(ancestorsOf(query, spans)).toContainEqual(server);
    }
    // The SQL as written, with its parameter markers ($1, …): never the bound values.
    expect(queries.map((query) => query.attributes['db.query.text']).join('\n')).toMatch(/INSERT INTO/);
    expect(JSON.stringify(spans)).not.toContain('The bridge');
  }, 30_000);

  it('makes one trace of a note list: gateway, its call, the library, its own SQL and Redis', async () => {
    const cookie = await signIn(tracedGateway);
    // A caller's own trace context is not continued: the gateway starts every trace, as it makes every request id.
    const callersTrace = 'a'.repeat(32);
    const response = await fetch(`${tracedGateway}/api/notes`, {
      headers: { cookie, traceparent: `00-${callersTrace}-${'b'.repeat(16)}-01` },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get(InternalHeader.requestId)!;

    const spans = await traceOf(
      requestId,
      (trace) => hasServer('library')(trace) && trace.some(isPostgres) && trace.some(isRedis),
    );
    const { gateway, call, server } = requestChain(spans, 'library', 'notes.list', requestId, 200);
    expect(gateway.traceId).not.toBe(callersTrace);
    expect(call.attributes['url.full']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/notes$/);

    // The list is SQL of the library's own, on Prisma's pool (tracePool).
    const query = one(spans, (span) => span.service === 'library' && isPostgres(span), 'the note list query');
    expect(query).toMatchObject({ name: 'SELECT', kind: SpanKind.client, parentSpanId: server.spanId });
    expect(query.attributes['db.query.text']).toMatch(/row_to_json/);

    // The session read and the rate-limit reservation: a client span each under the gateway's request.
    const redis = spans.filter((span) => span.service === 'gateway' && isRedis(span));
    expect(redis.length).toBeGreaterThan(0);
    for (const command of redis) {
      expect(command.kind).toBe(SpanKind.client);
      expect(ancestorsOf(command, spans)).toContainEqual(gateway);
      // Keys name sessions: no argument is recorded.
      expect(JSON.stringify(command.attributes)).not.toMatch(/session:/);
    }
  }, 30_000);

  it("makes one trace of a search: the catalog's Redis and its YouTube call, without the key", async () => {
    const cookie = await signIn(tracedGateway);
    const response = await fetch(`${tracedGateway}/api/youtube/search?q=tracing`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get(InternalHeader.requestId)!;

    const isYouTube = (span: ReceivedSpan) =>
      span.service === 'catalog' &&
      span.kind === SpanKind.client &&
      String(span.attributes['url.full']).startsWith(youtube.url);
    const spans = await traceOf(
      requestId,
      (trace) =>
        trace.some((span) => span.service === 'catalog' && span.kind === SpanKind.server) &&
        trace.some(isYouTube) &&
        trace.some((span) => span.service === 'catalog' && span.attributes['db.system.name'] === 'redis'),
    );
    const { server } = requestChain(spans, 'catalog', 'youtube.search', requestId, 200);
    const upstream = spans.find(isYouTube)!;
    expect(upstream.attributes['url.full']).toBe(`${youtube.url}/youtube/v3/search`);
    expect(upstream.attributes['http.response.status_code']).toBe(200);
    expect(JSON.stringify(spans)).not.toContain('sandbox-key');
    expect(ancestorsOf(upstream, spans)).toContainEqual(server);
    const redis = spans.filter(
      (span) => span.service === 'catalog' && span.attributes['db.system.name'] === 'redis',
    );
    for (const command of redis) expect(ancestorsOf(command, spans)).toContainEqual(server);
  }, 30_000);

  it('leaves the probes out and loads the SDK', async () => {
    // Every start-up waited on /health/live.
    expect(receiver.spans.filter((span) => span.name.startsWith('health.'))).toEqual([]);
    expect(await loadedOtelModules('gateway')).not.toEqual([]);
    expect(await loadedOtelModules('library')).not.toEqual([]);
  }, 30_000);
});

describe('tracing off (no endpoint)', () => {
  it('exports nothing and loads no OpenTelemetry module in any app', async () => {
    const exportsBefore = receiver.exports();
    const cookie = await signIn(untracedGateway);
    expect((await fetch(`${untracedGateway}/api/notes`, { headers: { cookie } })).status).toBe(200);
    for (const app of ['gateway', 'auth', 'library', 'catalog'])
      expect({ app, modules: await loadedOtelModules(`off-${app}`) }).toEqual({ app, modules: [] });
    // The traced apps are idle: nothing new arrived from anyone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.exports()).toBe(exportsBefore);
  }, 30_000);
});

/** The OpenTelemetry modules an app has loaded, as it reports them (loaded-modules.mjs). */
async function loadedOtelModules(app: string): Promise<string[]> {
  const file = join(modulesDir, `${app}.json`);
  rmSync(file, { force: true });
  process.kill(pids.get(app)!, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 5_000) throw new Error(`${app} did not report its modules`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const modules = JSON.parse(readFileSync(file, 'utf8')) as string[];
  if (modules.length === 0) throw new Error(`${app} reported no module at all`);
  return modules.filter((path) => OTEL_MODULE.test(path));
}
