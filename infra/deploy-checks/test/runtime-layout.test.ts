import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freePortBlock } from '@stillframe/server-kit/ports';
import { createTestDatabase, testRedisUrl } from '@stillframe/server-kit/testing';
import { repoRoot } from '../src/repo.js';
import { layOutCached } from '../src/layout-cache.js';
import {
  addEntrypoint,
  documentedSizes,
  folderBytes,
  layOut,
  MIB,
  openToOthers,
  residentBytes,
  startFromLayout,
  stopAll,
  waitForOk,
} from '../src/runtime-layout.js';
import { memoryOf, renderOverlay } from '../src/kubernetes.js';
import { renderWebConfig, startNameServer, startNginx } from '../src/web-nginx.js';
import {
  alertExpressions,
  dashboardExpressions,
  exportedFamilies,
  METRICS_APPS,
  unexportedMetrics,
} from '../src/observability.js';

// Each server image's runtime files, laid out as its Dockerfile stage copies them, started from that
// folder as an unprivileged user with the compose environment (against the test Postgres and Redis).
const IMAGES = {
  sandbox: 'infra/sandbox',
  auth: 'services/auth',
  catalog: 'services/catalog',
  library: 'services/library',
  billing: 'services/billing',
  gateway: 'gateway',
} as const;
type Image = keyof typeof IMAGES;

const root = mkdtempSync(join(tmpdir(), 'stillframe-layout-'));
/** Kept between runs (node_modules is never committed; a clean clone lays everything out once). */
const LAYOUT_CACHE = join(repoRoot, 'node_modules/.cache/stillframe-layouts');
const folder = (image: Image) => join(root, image);
const children: ChildProcess[] = [];
const urls: Record<string, string> = {};
/** Each app's process, by the name of its Deployment. */
const pids: Record<string, number> = {};
/** Each app's metrics port (the sandbox's is unused). */
const metricsPorts: Record<string, number> = {};
/** Each runtime layer's size in MiB, by image. */
let sizes: Record<string, number> = {};
/** The cluster DNS of the web container's nginx, and where a moved gateway answers. */
const GATEWAY_NAME = 'gateway.stillframe.svc.cluster.local';
let nameServer: Awaited<ReturnType<typeof startNameServer>>;
let movedGateway: Server;

beforeAll(async () => {
  openToOthers(root);
  const images = Object.keys(IMAGES) as Image[];
  // Each layout copies thousands of files: reused while its inputs are unchanged (layout-cache.ts).
  const started = performance.now();
  const fresh = await layOutCached(
    Object.fromEntries(images.map((image) => [IMAGES[image], folder(image)])),
    { cacheDir: LAYOUT_CACHE, layOut },
  );
  for (const image of images) addEntrypoint(folder(image));
  console.log(
    `layouts: ${fresh.length ? `${fresh.join(', ')} laid out afresh` : 'all reused'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  sizes = Object.fromEntries(
    [
      ...images.map((image) => [image, folderBytes(folder(image))] as const),
      ['web', folderBytes(join(repoRoot, 'web/dist'))] as const,
    ].map(([name, bytes]) => [name, Math.round((bytes / MIB) * 10) / 10]),
  );
  console.log(`runtime layer sizes (MiB; web is web/dist): ${JSON.stringify(sizes)}`);

  const common = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    REDIS_URL: testRedisUrl(),
    INTERNAL_TOKEN_SECRET: 'layout-test-internal-token-secret-0123456789',
  };
  const sandboxBase = await freePortBlock(4);
  const demo = {
    SANDBOX_URL_BASE: 'http://127.0.0.1',
    SANDBOX_PUBLIC_BASE: 'http://localhost',
    SANDBOX_PORT_BASE: String(sandboxBase),
    SANDBOX_WEBHOOK_SECRET: 'whsec_layout_test_sandbox_secret',
  };
  const ports = {
    auth: await freePort(),
    catalog: await freePort(),
    library: await freePort(),
    billing: await freePort(),
    worker: await freePort(),
    gateway: await freePort(),
  };
  const start = async (
    name: string,
    image: Image,
    entry: string,
    env: Record<string, string>,
    probe: string,
  ) => {
    metricsPorts[name] = await freePort();
    const child = startFromLayout(folder(image), entry, {
      ...common,
      METRICS_PORT: String(metricsPorts[name]),
      ...env,
    });
    children.push(child);
    await waitForOk(probe, child);
    urls[name] = probe;
    // The image's entrypoint and setpriv exec node: the child is the app's own process.
    pids[name] = child.pid!;
  };
  await start(
    'sandbox',
    'sandbox',
    'infra/sandbox/dist/main.js',
    {
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT_BASE: String(sandboxBase),
      SANDBOX_PUBLIC_HOST: 'http://localhost',
      STRIPE_WEBHOOK_SECRET: demo.SANDBOX_WEBHOOK_SECRET,
      WEBHOOK_URL: `http://127.0.0.1:${ports.gateway}/api/subscription/webhook`,
    },
    `http://127.0.0.1:${sandboxBase + 2}/api/random`,
  );
  const ready = (port: number) => `http://127.0.0.1:${port}/health/ready`;
  const billingEnv = {
    ...demo,
    DATABASE_URL: await createTestDatabase('layout_billing'),
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
  };
  await Promise.all([
    start(
      'auth',
      'auth',
      'services/auth/dist/main.js',
      // As compose passes them when .env leaves them out.
      {
        PORT: String(ports.auth),
        DATABASE_URL: await createTestDatabase('layout_auth'),
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      },
      ready(ports.auth),
    ),
    start(
      'catalog',
      'catalog',
      'services/catalog/dist/main.js',
      { ...demo, PORT: String(ports.catalog), YOUTUBE_API_KEY: '', UNSPLASH_ACCESS_KEY: '' },
      ready(ports.catalog),
    ),
    start(
      'library',
      'library',
      'services/library/dist/main.js',
      { PORT: String(ports.library), DATABASE_URL: await createTestDatabase('layout_library') },
      ready(ports.library),
    ),
    start(
      'billing',
      'billing',
      'services/billing/dist/main.js',
      { ...billingEnv, PORT: String(ports.billing), WORKERS: 'off' },
      ready(ports.billing),
    ),
  ]);
  await start(
    'billing-worker',
    'billing',
    'services/billing/dist/worker.js',
    { ...billingEnv, PORT: String(ports.worker) },
    ready(ports.worker),
  );
  await start(
    'gateway',
    'gateway',
    'gateway/dist/main.js',
    {
      PORT: String(ports.gateway),
      AUTH_URL: `http://127.0.0.1:${ports.auth}`,
      CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
      LIBRARY_URL: `http://127.0.0.1:${ports.library}`,
      BILLING_URL: `http://127.0.0.1:${ports.billing}`,
      TRUST_PROXY_HOPS: '1',
    },
    ready(ports.gateway),
  );
  urls.gatewayBase = `http://127.0.0.1:${ports.gateway}`;

  // The web image: its nginx configuration in front of a built app with a precompressed asset.
  const webDist = join(root, 'web-dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Stillframe</title>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("plain")');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log("precompressed")'));
  // nginx finds the gateway by name through a DNS server of the test's, as through the cluster DNS;
  // a stand-in listens where the gateway will move (another loopback address, the same port).
  nameServer = await startNameServer(new Map([[GATEWAY_NAME, '127.0.0.1']]));
  movedGateway = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', gateway: 'moved' }));
  });
  await new Promise<void>((resolve) => movedGateway.listen(ports.gateway, '127.0.0.2', resolve));
  const webPort = await freePort();
  renderWebConfig(join(root, 'nginx'), webPort, webDist, {
    GATEWAY_URL: `http://${GATEWAY_NAME}:${ports.gateway}`,
    GATEWAY_RESOLVER: nameServer.address,
    CSP_EXTRA_ORIGINS: 'http://localhost:9101',
  });
  const nginx = startNginx(join(root, 'nginx'));
  children.push(nginx);
  urls.web = `http://127.0.0.1:${webPort}`;
  await waitForOk(`${urls.web}/index.html`, nginx);
}, 300_000);

afterAll(async () => {
  await stopAll(children);
  await nameServer?.close();
  await new Promise((resolve) => (movedGateway ? movedGateway.close(resolve) : resolve(null)));
  rmSync(root, { recursive: true, force: true });
});

describe('the runtime layouts, started as an unprivileged user', () => {
  it('hold no Prisma CLI, no TypeScript and no web libraries', () => {
    for (const image of Object.keys(IMAGES) as Image[])
      for (const absent of ['prisma', 'typescript', 'react', 'antd', '@stillframe/web', 'jest'])
        expect([image, folderBytes(join(folder(image), 'node_modules', absent))]).toEqual([image, 0]);
  });

  it('every server answers its readiness probe', () => {
    expect(Object.keys(urls).sort()).toEqual(
      [
        'auth',
        'billing',
        'billing-worker',
        'catalog',
        'gateway',
        'gatewayBase',
        'library',
        'sandbox',
        'web',
      ].sort(),
    );
  });

  it('the gateway reports every part up and forwards to the catalog, which reaches the sandbox', async () => {
    const health = await fetch(`${urls.gatewayBase}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, expect.objectContaining({ status: 'ok' })]);
    const quote = await fetch(`${urls.gatewayBase}/api/quotes/random`);
    expect(quote.status).toBe(200);
    expect(await quote.json()).toEqual([
      expect.objectContaining({ q: expect.any(String), a: expect.any(String) }),
    ]);
  });

  it('the gateway is API only: no web app without WEB_DIST', async () => {
    const page = await fetch(`${urls.gatewayBase}/`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/json/);
  });
});

/** CSP directives as sets of sources: the order and spacing of sources carry no meaning. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources.sort()]),
  );
const SECURITY_HEADERS = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('the web image (nginx)', () => {
  it('sends the gateway’s security headers and CSP (plus the configured extra origins)', async () => {
    const [page, gateway] = await Promise.all([
      fetch(`${urls.web}/`),
      fetch(`${urls.gatewayBase}/api/health`),
    ]);
    for (const name of SECURITY_HEADERS)
      expect([name, page.headers.get(name)]).toEqual([name, gateway.headers.get(name)]);
    const expected = directives(gateway.headers.get('content-security-policy'));
    for (const name of ['script-src', 'frame-src', 'img-src', 'form-action'])
      expected[name] = [...(expected[name] ?? []), 'http://localhost:9101'].sort();
    expect(directives(page.headers.get('content-security-policy'))).toEqual(expected);
  });

  it('answers client routes with index.html, never cached, and a missing asset with 404', async () => {
    const route = await fetch(`${urls.web}/watch/abcdefghijk`);
    expect([route.status, route.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(await route.text()).toContain('<title>Stillframe</title>');
    const missing = await fetch(`${urls.web}/assets/missing.js`);
    // Never stored: an old pod asked for a new asset mid-rollout must not poison caches for a year.
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store']);
  });

  it('serves hashed assets for a year, precompressed when the browser accepts gzip', async () => {
    const asset = await fetch(`${urls.web}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    expect(await asset.text()).toBe('console.log("precompressed")');
    const plain = await fetch(`${urls.web}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect([plain.headers.get('content-encoding'), plain.headers.get('vary')]).toEqual([
      null,
      'Accept-Encoding',
    ]);
  });

  it('proxies /api to the gateway', async () => {
    const health = await fetch(`${urls.web}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, expect.objectContaining({ status: 'ok' })]);
  });

  it('follows the gateway to its new address once the DNS answer changes', async () => {
    nameServer.answers.set(GATEWAY_NAME, '127.0.0.2');
    try {
      // The test's configuration keeps an answer 1 s (the image's, 10 s).
      let answer: unknown = null;
      for (
        let attempt = 0;
        attempt < 40 && (answer as { gateway?: string })?.gateway !== 'moved';
        attempt += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await (await fetch(`${urls.web}/api/health`)).json().catch(() => null);
      }
      expect(answer).toEqual({ status: 'ok', gateway: 'moved' });
    } finally {
      nameServer.answers.set(GATEWAY_NAME, '127.0.0.1');
    }
  });
});

describe('what the manifests and docs say of the images', () => {
  it('each app idles below its memory request, and its limit is above the request', () => {
    const manifests = { ...memoryOf(renderOverlay('local')), ...memoryOf(renderOverlay('production')) };
    const resident = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, Math.round(residentBytes(pid) / MIB)]),
    );
    console.log(`idle resident memory (MiB): ${JSON.stringify(resident)}`);
    const wrong = Object.entries(resident).flatMap(([name, mib]) => {
      const memory = manifests[name];
      if (!memory) return [`${name}: no Deployment in the overlays`];
      const [request, limit] = [memory.request / MIB, memory.limit / MIB];
      return [
        ...(mib > request ? [`${name} idles at ${mib} MiB, above its request of ${request} MiB`] : []),
        ...(limit <= request ? [`${name}: its limit (${limit} MiB) is not above its request`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('docs/deploy.md states each runtime layer size within 10 % of the measured one', () => {
    const documented = documentedSizes(
      readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8'),
      'Sizes of the runtime files',
    );
    const wrong = Object.entries(sizes).flatMap(([image, measured]) => {
      const stated = documented[image];
      if (stated === undefined) return [`${image}: not in the table (measured ${measured} MiB)`];
      return Math.abs(stated - measured) > measured * 0.1
        ? [`${image}: the table says ${stated} MiB, measured ${measured} MiB`]
        : [];
    });
    const unknown = Object.keys(documented).filter((image) => !(image in sizes));
    expect([...wrong, ...unknown.map((image) => `${image}: in the table, not an image`)]).toEqual([]);
  });
});

// Last: scrapes must not move the idle memory measured above.
describe('metrics (docs/observability.md)', () => {
  const scrape = async (name: string) => {
    const answer = await fetch(`http://127.0.0.1:${metricsPorts[name]}/metrics`);
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  };

  it('every app answers Prometheus text on its metrics port, and none on its API port', async () => {
    for (const name of METRICS_APPS) {
      const { status, type, text } = await scrape(name);
      expect([name, status, type]).toEqual([
        name,
        200,
        expect.stringMatching(/^text\/plain; version=0\.0\.4/),
      ]);
      expect([name, text]).toEqual([
        name,
        expect.stringContaining('# TYPE process_cpu_seconds_total counter'),
      ]);
      const api = await fetch(`${new URL(urls[name]!).origin}/metrics`);
      expect([name, api.status >= 400, await api.text()]).toEqual([
        name,
        true,
        expect.not.stringMatching(/^# TYPE /m),
      ]);
    }
    const gateway = await fetch(`${urls.gatewayBase}/api/metrics`);
    expect([gateway.status >= 400, await gateway.text()]).toEqual([
      true,
      expect.not.stringMatching(/^# TYPE /m),
    ]);
  });

  it('every metric an alert or a dashboard panel reads is exported by a running app', async () => {
    // prom-client prints `# TYPE` for every registered family, with samples or not yet.
    const families = new Map<string, string>();
    for (const name of METRICS_APPS) {
      const exported = exportedFamilies((await scrape(name)).text);
      console.log(`${name}: ${exported.size} metric families`);
      for (const [family, type] of exported) families.set(family, type);
    }
    expect(unexportedMetrics([...alertExpressions(), ...dashboardExpressions()], families)).toEqual([]);
  });
});
