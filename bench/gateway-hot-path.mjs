// The hot path, side by side in one run, for three calls: a signed-in Pro user's cached search (24
// items), a public cached video details call, and a signed-in library list of 100 notes. For each:
//   throughput (autocannon, BENCH_CONNECTIONS connections, BENCH_SECONDS one-second turns in rotation,
//   after one uncounted second per path for the JIT) of the limit server (node:http + ioredis serving the
//   stored answer's bytes; for notes node:http + pg reading the same rows), the service called directly,
//   nginx in front of it, the least a Node.js proxy does in front of it (bench/lib/node-proxy.mjs, for
//   reference: what any Node hop costs here), and the gateway: as built now; now with its answer copies off, which measures
//   the hop itself; and, with BENCH_BEFORE_TREE, the services and gateway of an older checkout;
//   latency added to the service's answer by nginx and by each gateway (over its own tree's service):
//   interleaved rounds of sequential calls, one keep-alive connection per path.
// Goals: search through the gateway >= 40% of the limit (catalog alone >= 60%), video details and notes
// >= 40%; the gateway's added p99 <= 1.5 x nginx's added p99 + 0.5 ms.
// Needs the built code (npm run build) and nginx (apt-get install -y nginx-light). An older checkout to
// compare with: git worktree add ../before <ref> && (cd ../before && npm ci && npm run build).
// Options (env): BENCH_SECONDS (5), BENCH_CONNECTIONS (16), BENCH_ROUNDS (20), BENCH_ROUND_CALLS (50),
// BENCH_BEFORE_TREE (folder of a built older checkout), BENCH_ONLY (search|video|notes).
import { randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Client } from 'undici';
import { sampleCatalogue, startYouTubeSandbox } from '@stillframe/sandbox';
import { benchInfrastructure, percentile, table } from './support.mjs';
import { notesJson } from './lib/note-rows.mjs';
import { join } from 'node:path';
import {
  deadline,
  fail,
  onCleanup,
  privateRedis,
  root,
  startApp,
  startNginx,
  startNodeProxy,
  stopAll,
  waitFor,
  billingStandIn,
} from './lib/stack.mjs';

const { signIdentity } = await import(new URL('../packages/server-kit/dist/index.js', import.meta.url).href);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ROUND_CALLS = Number(process.env.BENCH_ROUND_CALLS ?? 50);
const ONLY = process.env.BENCH_ONLY;
const BEFORE_TREE = process.env.BENCH_BEFORE_TREE;
const SECRET = randomBytes(32).toString('hex');
const userId = randomUUID();
const sessionId = randomBytes(32).toString('base64url');
deadline(600_000);

/** What a service needs from the gateway, signed to outlive the run (a token is otherwise valid 30 s). */
const identity = () =>
  signIdentity(
    {
      sub: userId,
      adm: false,
      sid: sessionId,
      ip: '127.0.0.1',
      rid: randomUUID(),
      prf: { order: 'relevance', duration: 'any' },
    },
    SECRET,
    Date.now() + 20 * 60_000,
  );

/** The limit: node:http and one read of the answer, nothing else. */
async function limitServer(read) {
  const server = createServer(async (req, res) => {
    const bytes = await read();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(async () => server.close());
  return `http://127.0.0.1:${server.address().port}`;
}

async function throughput(url, path, headers) {
  const result = await autocannon({ url: url + path, connections: CONNECTIONS, duration: 1, headers });
  const bad = result.non2xx + result.errors;
  return { reqs: result.requests.average, bad };
}

/** Interleaved rounds of sequential calls on one keep-alive connection per path. */
async function latencies(paths) {
  const clients = paths.map(({ url }) => new Client(url, { keepAliveTimeout: 60_000 }));
  const samples = paths.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { path, headers }] of paths.entries()) {
      for (let call = 0; call < ROUND_CALLS; call++) {
        const sent = performance.now();
        const response = await clients[index].request({ method: 'GET', path, headers });
        await response.body.arrayBuffer();
        if (response.statusCode !== 200)
          throw new Error(`${paths[index].label} answered ${response.statusCode}`);
        samples[index].push(performance.now() - sent);
      }
    }
  }
  await Promise.all(clients.map((client) => client.close()));
  return samples.map((values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) }));
}

const pct = (value, limit) => `${((100 * value) / limit).toFixed(0)}%`;

/**
 * Every path of a call: the limit, then per tree its service and gateways; nginx in front of today's
 * service. `base` is the path whose latency a row adds to.
 */
async function pathsOf(name, path, limit, stacks) {
  const cookie = { cookie: `stillframe_session=${sessionId}` };
  const direct = { 'x-stillframe-identity': identity() };
  const paths = [{ label: 'limit server', url: limit, path, headers: {}, kind: 'limit' }];
  for (const stack of stacks) {
    const service = {
      label: `service directly${stack.suffix}`,
      url: stack.services[name],
      path,
      headers: direct,
    };
    paths.push({ ...service, kind: 'service' });
    if (!stack.suffix)
      paths.push(
        {
          label: 'nginx → service',
          url: await startNginx(service.url),
          path,
          headers: direct,
          kind: 'nginx',
          base: service.label,
        },
        {
          label: 'node:http proxy → service',
          url: await startNodeProxy(service.url),
          path,
          headers: direct,
          kind: 'reference',
          base: service.label,
        },
      );
    for (const gateway of stack.gateways)
      paths.push({
        label: gateway.label,
        url: gateway.url,
        path,
        headers: cookie,
        kind: 'gateway',
        base: service.label,
      });
  }
  return paths;
}

async function scenario(name, { path, limit, goal }, stacks) {
  const paths = await pathsOf(name, path, limit, stacks);
  // One-second turns in rotation, so that the load the other users of the machine add falls on every path alike.
  const rows = paths.map((entry) => ({ ...entry, reqs: 0, bad: 0 }));
  for (const row of rows) await throughput(row.url, row.path, row.headers);
  for (let turn = 0; turn < SECONDS; turn++) {
    for (const row of rows) {
      const result = await throughput(row.url, row.path, row.headers);
      row.reqs += result.reqs / SECONDS;
      row.bad += result.bad;
    }
  }
  const timed = rows.slice(1);
  const measured = new Map((await latencies(timed)).map((latency, index) => [timed[index].label, latency]));
  const added = (row) => {
    const own = measured.get(row.label);
    const base = measured.get(row.base);
    return { p50: own.p50 - base.p50, p99: own.p99 - base.p99 };
  };
  const allowed = 1.5 * added(rows.find((row) => row.kind === 'nginx')).p99 + 0.5;
  const verdict = (ok) => (ok ? 'met' : 'missed');
  const shareGoal = (row) => {
    const wanted = { service: goal.service, gateway: goal.gateway }[row.kind];
    return wanted === undefined ? '' : verdict((100 * row.reqs) / rows[0].reqs >= wanted);
  };
  console.log(`\n${name}: GET ${path}`);
  table(
    rows.map((row) => {
      const latency = measured.get(row.label);
      const add = row.base ? added(row) : null;
      return {
        path: row.label,
        'req/s': Math.round(row.reqs),
        'share of limit': pct(row.reqs, rows[0].reqs),
        'non-2xx': row.bad,
        p50: latency ? latency.p50.toFixed(2) : '',
        p99: latency ? latency.p99.toFixed(2) : '',
        'added p50': add ? add.p50.toFixed(2) : '',
        'added p99': add ? add.p99.toFixed(2) : '',
        'share goal': shareGoal(row),
        'p99 goal': row.kind === 'gateway' ? verdict(add.p99 <= allowed) : '',
      };
    }),
  );
  const nginxP99 = (allowed - 0.5) / 1.5;
  console.log(
    `goal: gateway >= ${goal.gateway}% of the limit${goal.service ? `, service >= ${goal.service}%` : ''}; ` +
      `gateway's added p99 <= 1.5 × ${nginxP99.toFixed(2)} + 0.5 = ${allowed.toFixed(2)} ms`,
  );
}

async function seedNotes(libraryUrl) {
  for (let index = 0; index < 100; index++) {
    const response = await fetch(`${libraryUrl}/api/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stillframe-identity': identity() },
      body: JSON.stringify({
        note: `A thought about minute ${index}: ${randomBytes(24).toString('hex')}`,
        videoId: `vid${String(index).padStart(8, '0')}`,
        videoTitle: `Video number ${index}`,
        videoThumbnailUrl: `https://i.ytimg.com/vi/vid${index}/mqdefault.jpg`,
        timestamp: index * 7,
      }),
    });
    if (response.status !== 201) throw new Error(`seeding a note answered ${response.status}`);
  }
}

/** The same rows and shape the library answers, read with pg. */
const notesReader = (pool) => async () => Buffer.from(await notesJson(pool, userId));

/**
 * The catalog, the library and the gateways of one checkout (`tree`), on the shared Redis and database.
 * Today's tree has two gateways: copies on (the default) and off.
 */
async function startStack(tree, suffix, shared) {
  const entry = (name) => join(tree, name, 'dist/main.js');
  const catalog = await startApp(
    'services/catalog',
    { ...shared.common, YOUTUBE_API_KEY: 'bench-key', YOUTUBE_API_BASE_URL: shared.youtubeUrl },
    entry('services/catalog'),
  );
  const library = await startApp(
    'services/library',
    { ...shared.common, DATABASE_URL: shared.databaseUrl },
    entry('services/library'),
  );
  const gatewayEnv = {
    ...shared.common,
    AUTH_URL: 'http://127.0.0.1:9',
    CATALOG_URL: catalog.url,
    LIBRARY_URL: library.url,
    BILLING_URL: shared.billing,
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000000',
    ENTITLEMENT_CACHE_SECONDS: '3600',
  };
  const variants = suffix
    ? [[`gateway${suffix}`, {}]]
    : [
        ['gateway now', {}],
        ['gateway now, copies off', { ANSWER_COPY_SECONDS: '0' }],
      ];
  const gateways = [];
  for (const [label, env] of variants)
    gateways.push({ label, ...(await startApp('gateway', { ...gatewayEnv, ...env }, entry('gateway'))) });
  await Promise.all([
    waitFor(`${catalog.url}/health/live`, 'catalog'),
    waitFor(`${library.url}/health/ready`, 'library', (response) => response.ok),
    ...gateways.map((gateway) => waitFor(`${gateway.url}/health/live`, 'gateway')),
  ]);
  return { suffix, gateways, services: { search: catalog.url, video: catalog.url, notes: library.url } };
}

try {
  const infrastructure = await benchInfrastructure();
  onCleanup(() => infrastructure.stop());
  const redisUrl = await privateRedis();
  const redis = new Redis(redisUrl);
  onCleanup(async () => redis.disconnect());
  const youtube = await startYouTubeSandbox({
    quota: { model: 'granular', dailySearches: 10_000_000, dailyUnits: 10_000_000 },
  });
  onCleanup(() => youtube.close());
  const database = `bench_hot_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${infrastructure.env.TEST_DATABASE_URL}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const databaseUrl = `${infrastructure.env.TEST_DATABASE_URL}/${database}`;
  const shared = {
    common: { REDIS_URL: redisUrl, INTERNAL_TOKEN_SECRET: SECRET },
    youtubeUrl: `${youtube.url}/youtube/v3`,
    databaseUrl,
    billing: await billingStandIn(),
  };
  const stacks = [await startStack(root, '', shared)];
  if (BEFORE_TREE) {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BEFORE_TREE })
      .toString()
      .trim();
    stacks.push(await startStack(BEFORE_TREE, ` before (${commit})`, shared));
  }
  await redis.set(
    `session:${sessionId}`,
    JSON.stringify({
      userId,
      isAdmin: false,
      createdAt: new Date().toISOString(),
      searchDefaults: { order: 'relevance', duration: 'any' },
    }),
    'EX',
    3600,
  );
  await seedNotes(stacks[0].services.notes);
  const notesPool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  onCleanup(() => notesPool.end());

  /** The answer through every gateway once (which warms the caches), stored as bytes for the limit server. */
  const storedAnswer = async (path, key) => {
    for (const { url } of stacks.flatMap((stack) => stack.gateways)) {
      const response = await fetch(url + path, { headers: { cookie: `stillframe_session=${sessionId}` } });
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      await redis.set(key, Buffer.from(await response.arrayBuffer()));
    }
    return limitServer(() => redis.getBuffer(key));
  };
  const video = sampleCatalogue().videos[0].id;
  const scenarios = {
    search: {
      path: '/api/youtube/search?q=mountain',
      goal: { gateway: 40, service: 60 },
      limit: () => storedAnswer('/api/youtube/search?q=mountain', 'bench:search'),
    },
    video: {
      path: `/api/youtube/videos/${video}`,
      goal: { gateway: 40 },
      limit: () => storedAnswer(`/api/youtube/videos/${video}`, 'bench:video'),
    },
    notes: {
      path: '/api/notes',
      goal: { gateway: 40 },
      limit: () => limitServer(notesReader(notesPool)),
    },
  };
  console.log(
    `${CONNECTIONS} connections × ${SECONDS} one-second turns per path in rotation for req/s; latency: ${ROUNDS} interleaved rounds × ${ROUND_CALLS} sequential calls per path, in ms`,
  );
  for (const [name, definition] of Object.entries(scenarios)) {
    if (ONLY && ONLY !== name) continue;
    await scenario(name, { ...definition, limit: await definition.limit() }, stacks);
  }
  await stopAll();
} catch (error) {
  await fail(error);
}
