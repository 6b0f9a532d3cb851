import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, testRedisUrl } from '@stillframe/server-kit/testing';
import { repoRoot } from '../src/repo.js';
import {
  folderBytes,
  freePort,
  freePortBlock,
  layOut,
  openToOthers,
  startFromLayout,
  stopAll,
  waitForOk,
} from '../src/runtime-layout.js';

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
const folder = (image: Image) => join(root, image);
const children: ChildProcess[] = [];
const urls: Record<string, string> = {};

beforeAll(async () => {
  openToOthers(root);
  const images = Object.keys(IMAGES) as Image[];
  // Two at a time: each is an `npm ci` of its own.
  for (let index = 0; index < images.length; index += 2)
    await Promise.all(images.slice(index, index + 2).map((image) => layOut(IMAGES[image], folder(image))));
  const sizes = Object.fromEntries(
    [
      ...images.map((image) => [image, folderBytes(folder(image))] as const),
      ['web (web/dist)', folderBytes(join(repoRoot, 'web/dist'))] as const,
    ].map(([name, bytes]) => [name, `${(bytes / 1024 / 1024).toFixed(1)} MiB`]),
  );
  console.log(`runtime layer sizes: ${JSON.stringify(sizes)}`);

  const common = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    REDIS_URL: testRedisUrl(),
    INTERNAL_TOKEN_SECRET: 'layout-test-internal-token-secret-0123456789',
  };
  const sandboxBase = await freePortBlock();
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
    const child = startFromLayout(folder(image), entry, { ...common, ...env });
    children.push(child);
    await waitForOk(probe, child);
    urls[name] = probe;
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
}, 900_000);

afterAll(async () => {
  await stopAll(children);
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
      ['auth', 'billing', 'billing-worker', 'catalog', 'gateway', 'gatewayBase', 'library', 'sandbox'].sort(),
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
