// Billing service figures: webhook acknowledgement latency (verify + enqueue), worker throughput
// (events applied per second, each re-reading its subscription from Stripe), entitlement reads (what
// the gateway asks on gated routes) and checkout-to-active time. Runs the built service
// (services/billing/dist/main.js) against the Stripe sandbox; Postgres and Redis come from
// DATABASE_URL/REDIS_URL (server URLs; give Redis a DB index of its own, e.g. redis://host:6379/14)
// or are started in a temp folder. Bounded to ~2 minutes.
//
//   npm run build -w services/billing && node bench/billing-webhooks.mjs
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStripeSandbox, signPayload } from '@stillframe/sandbox';
import { signIdentity } from '@stillframe/server-kit';
import { startInfrastructure } from '@stillframe/launcher/dist/infrastructure.js';

const SECRET = 'bench-identity-secret-of-at-least-32-characters';
const WEBHOOK_SECRET = 'whsec_bench_billing_0123456789';
const ACK_CALLS = Number(process.env.BENCH_ACK_CALLS ?? 1000);
const APPLY_EVENTS = Number(process.env.BENCH_APPLY_EVENTS ?? 600);
const READ_CALLS = Number(process.env.BENCH_READ_CALLS ?? 2000);
const USERS = 20;
const serviceEntry = fileURLToPath(import.meta.resolve('@stillframe/billing/dist/main.js'));
const workerEntry = fileURLToPath(import.meta.resolve('@stillframe/billing/dist/worker.js'));

const deadline = setTimeout(() => {
  console.error('billing bench: gave up after 150 s');
  process.exit(1);
}, 150_000);
deadline.unref();

const identity = (sub = null) =>
  signIdentity({ sub, adm: false, sid: sub ? 'bench' : null, ip: '127.0.0.1', rid: 'bench' }, SECRET);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check, what, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

// Infrastructure: given servers, or fresh ones in a temp folder (readable by the postgres user).
const dataDir = mkdtempSync(join(tmpdir(), 'stillframe-bench-billing-'));
chmodSync(dataDir, 0o755);
const infrastructure = await startInfrastructure(dataDir, process.env);
const databaseUrl = `${infrastructure.postgresUrl}/bench_billing_${Date.now()}`;

// Stripe's deliveries reach the service the way the gateway forwards them: raw body, signature, identity.
let serviceUrl = '';
const relay = createServer((req, res) => {
  const headers = {
    'x-stillframe-identity': identity(),
    'content-type': req.headers['content-type'],
    'stripe-signature': req.headers['stripe-signature'],
  };
  const upstream = request(new URL(req.url, serviceUrl), { method: 'POST', headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise((resolve) => relay.listen(0, '127.0.0.1', resolve));
const sandbox = await startStripeSandbox({
  webhookUrl: `http://127.0.0.1:${relay.address().port}/api/subscription/webhook`,
  webhookSecret: WEBHOOK_SECRET,
});

const port = 20_000 + Math.floor(Math.random() * 20_000);
serviceUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: infrastructure.redisUrl,
  INTERNAL_TOKEN_SECRET: SECRET,
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_API_URL: sandbox.url,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_MAX_NETWORK_RETRIES: '0',
  WEBHOOK_CONCURRENCY: process.env.BENCH_CONCURRENCY ?? '8',
};
// As deployed: the API without workers, and the workers in their own process (dist/worker.js).
const service = spawn(process.execPath, [serviceEntry], {
  env: { ...env, WORKERS: 'off' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const startWorker = () =>
  spawn(process.execPath, [workerEntry], { env, stdio: ['ignore', 'inherit', 'inherit'] });
const stop = (child) =>
  new Promise((resolve) =>
    child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
  );
let worker = startWorker();
const db = new pg.Client({ connectionString: databaseUrl });
const rows = [];
try {
  await until(
    async () => (await fetch(`${serviceUrl}/health/ready`).catch(() => null))?.ok,
    'the billing service',
    60_000,
  );
  await db.connect();
  const call = (path, init = {}, sub = null) =>
    fetch(`${serviceUrl}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'x-stillframe-identity': identity(sub),
        ...init.headers,
      },
    });
  const processed = async () =>
    Number((await db.query('SELECT count(*) FROM processed_stripe_events')).rows[0].count);

  // 1. Checkout to active: checkout call, card payment in the sandbox, three webhooks queued and applied.
  const [plan] = await (await call('/api/subscription/plans')).json();
  const subscribeMs = [];
  for (let i = 0; i < USERS; i += 1) {
    const started = performance.now();
    const session = await (
      await call(
        '/api/subscription/create-checkout-session',
        { method: 'POST', body: JSON.stringify({ priceId: plan.id }) },
        `bench-user-${i}`,
      )
    ).json();
    sandbox.control.pay(session.sessionId);
    await until(
      async () =>
        (await (await call('/api/subscription/status', {}, `bench-user-${i}`)).json()).hasActiveSubscription,
      'an active subscription',
    );
    subscribeMs.push(performance.now() - started);
  }
  rows.push(['checkout → payment → webhooks → active', USERS, summary(subscribeMs), '']);
  await sandbox.control.idle();
  sandbox.control.setWebhookUrl(undefined);
  const subscriptions = (await db.query('SELECT id, stripe_customer_id FROM subscriptions')).rows;

  const signedEvent = (n) => {
    const sub = subscriptions[n % subscriptions.length];
    const payload = JSON.stringify({
      id: `evt_bench_${n}_${Date.now()}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sub.id, object: 'subscription', customer: sub.stripe_customer_id } },
    });
    return { payload, signature: signPayload(payload, WEBHOOK_SECRET) };
  };
  const postEvent = ({ payload, signature }) =>
    call('/api/subscription/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'stripe-signature': signature },
    });

  // 2. Webhook acknowledgement, one at a time, with the worker stopped: verify the signature, queue, answer.
  await stop(worker);
  const ackMs = [];
  for (let i = 0; i < ACK_CALLS; i += 1) {
    const event = signedEvent(i);
    const started = performance.now();
    const response = await postEvent(event);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
    ackMs.push(performance.now() - started);
  }
  rows.push(['webhook ack (verify + enqueue), sequential, worker stopped', ACK_CALLS, summary(ackMs), '']);

  // 3. Worker throughput: the backlog those left, drained by a fresh worker process (start-up included).
  const before = await processed();
  const drainStarted = performance.now();
  worker = startWorker();
  await until(async () => (await processed()) >= before + ACK_CALLS, 'the backlog to be applied', 120_000);
  const drained = performance.now() - drainStarted;
  rows.push([
    `backlog drained (re-read from Stripe each; concurrency ${env.WEBHOOK_CONCURRENCY})`,
    ACK_CALLS,
    null,
    `${Math.round(ACK_CALLS / (drained / 1000))} events/s`,
  ]);

  // Then a burst with both running: 32 webhooks in flight, from the first post to the last apply.
  const burstBefore = await processed();
  const burst = Array.from({ length: APPLY_EVENTS }, (_, i) => signedEvent(ACK_CALLS + i));
  const started = performance.now();
  for (let i = 0; i < burst.length; i += 32)
    await Promise.all(burst.slice(i, i + 32).map(async (event) => (await postEvent(event)).arrayBuffer()));
  const posted = performance.now() - started;
  await until(
    async () => (await processed()) >= burstBefore + APPLY_EVENTS,
    'the burst to be applied',
    120_000,
  );
  const applied = performance.now() - started;
  rows.push([
    'burst: webhooks acked (32 in flight, worker busy)',
    APPLY_EVENTS,
    null,
    `${Math.round(APPLY_EVENTS / (posted / 1000))} events/s`,
  ]);
  rows.push([
    'burst: events applied, first post to last apply',
    APPLY_EVENTS,
    null,
    `${Math.round(APPLY_EVENTS / (applied / 1000))} events/s`,
  ]);

  // 4. Entitlement reads, as the gateway makes them on a cache miss.
  const readMs = [];
  for (let i = 0; i < READ_CALLS; i += 1) {
    const t0 = performance.now();
    const response = await call(`/internal/entitlements/bench-user-${i % USERS}`);
    await response.arrayBuffer();
    readMs.push(performance.now() - t0);
  }
  rows.push(['GET /internal/entitlements/:userId, sequential', READ_CALLS, summary(readMs), '']);
} finally {
  await db.end().catch(() => undefined);
  await Promise.all([stop(service), stop(worker)]);
  const admin = new pg.Client({ connectionString: `${infrastructure.postgresUrl}/postgres` });
  await admin.connect();
  await admin
    .query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}"`)
    .catch(() => undefined);
  await admin.end();
  await sandbox.close();
  relay.close();
  await infrastructure.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const fmt = (value) => (value === undefined ? '' : `${value.toFixed(2)} ms`);
console.log('\nbilling service (dist/main.js, Stripe sandbox, local Postgres and Redis)');
console.log(
  `${'measure'.padEnd(68)} ${'n'.padStart(6)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}  rate`,
);
for (const [name, n, stats, rate] of rows) {
  console.log(
    `${name.padEnd(68)} ${String(n).padStart(6)} ${fmt(stats?.p50).padStart(10)} ${fmt(stats?.p95).padStart(10)} ${fmt(stats?.p99).padStart(10)}  ${rate}`,
  );
}
process.exit(0);
