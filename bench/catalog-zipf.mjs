// Catalog cache and quota: 10,000 searches whose queries follow a Zipf law over 500 distinct queries,
// through the gateway, once with the catalog's cache and once without it. Prints the upstream calls and
// quota spent each way, and the latency of cache hits through the gateway.
// Needs the built code: npm run build -w packages/contracts -w packages/server-kit -w infra/sandbox -w services/catalog -w gateway
// Options (env): BENCH_SEARCHES (10000), BENCH_QUERIES (500), BENCH_ZIPF_S (1.0), BENCH_CONCURRENCY (16),
// BENCH_PROBES (1000), BENCH_REDIS_URL (default: a private redis-server on a free port).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Pool } from 'undici';
import { sampleCatalogue, startYouTubeSandbox } from '@stillframe/sandbox';
import { percentile, ms, table } from './support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
const ZIPF_S = Number(process.env.BENCH_ZIPF_S ?? 1.0);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PROBES = Number(process.env.BENCH_PROBES ?? 1000);
const SECRET = randomBytes(32).toString('hex');
// The whole run is bounded: a stuck service ends the benchmark instead of hanging it.
setTimeout(() => fail(new Error('the benchmark took more than 4 minutes')), 240_000).unref();
const children = [];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitFor(url, what) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

function start(name, args, env) {
  const child = spawn(args[0], args.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  return () =>
    new Promise((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
    );
}

const answersPing = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => (resolve(data.toString().startsWith('+PONG')), socket.destroy()));
    socket.on('error', () => resolve(false));
  });

async function privateRedis() {
  if (process.env.BENCH_REDIS_URL) return { url: process.env.BENCH_REDIS_URL, stop: async () => {} };
  const port = await freePort();
  const stop = start(
    'redis',
    ['redis-server', '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
  );
  for (let tries = 0; tries < 100 && !(await answersPing(port)); tries++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/** 500 distinct queries people could type about the sample catalogue: its title words, then pairs of them. */
function distinctQueries(count) {
  const titles = sampleCatalogue().videos.map((video) =>
    video.title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2),
  );
  const queries = new Set(titles.flat());
  for (const words of titles)
    for (let i = 0; i + 1 < words.length && queries.size < count * 4; i++)
      queries.add(`${words[i]} ${words[i + 1]}`);
  return [...queries].slice(0, count);
}

/** Query ranks drawn from a Zipf law (weight 1/k^s), with a fixed seed so that both runs replay the same workload. */
function zipfWorkload(queries, length, s) {
  let seed = 20261122;
  const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const weights = queries.map((_, rank) => 1 / (rank + 1) ** s);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cdf = [];
  weights.reduce((sum, weight) => (cdf.push((sum + weight) / total), sum + weight), 0);
  return Array.from({ length }, () => {
    const u = random();
    let low = 0;
    let high = cdf.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cdf[mid] < u) low = mid + 1;
      else high = mid;
    }
    return queries[low];
  });
}

async function run(label, cacheEnabled, workload, youtube, redisUrl) {
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  youtube.control.reset();
  const [catalogPort, gatewayPort] = [await freePort(), await freePort()];
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    REDIS_URL: redisUrl,
    INTERNAL_TOKEN_SECRET: SECRET,
  };
  const stopCatalog = start('catalog', [process.execPath, join(root, 'services/catalog/dist/main.js')], {
    ...common,
    PORT: String(catalogPort),
    YOUTUBE_API_KEY: 'bench-key',
    YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
    CACHE_ENABLED: String(cacheEnabled),
    // The ledger is the catalog's gate: the sandbox's own limits (above), not the real daily ones, bound this run.
    YOUTUBE_QUOTA_COSTS: JSON.stringify({
      buckets: { search: 10_000_000, shared: 10_000_000 },
      methods: {
        search: { bucket: 'search', units: 1 },
        videos: { bucket: 'shared', units: 1 },
        channels: { bucket: 'shared', units: 1 },
        playlistItems: { bucket: 'shared', units: 1 },
      },
    }),
  });
  const catalogUrl = `http://127.0.0.1:${catalogPort}`;
  // Nothing but the catalog is called: the session is an administrator's, which skips the subscription check.
  const nowhere = 'http://127.0.0.1:9';
  const stopGateway = start('gateway', [process.execPath, join(root, 'gateway/dist/main.js')], {
    ...common,
    PORT: String(gatewayPort),
    CATALOG_URL: catalogUrl,
    AUTH_URL: nowhere,
    LIBRARY_URL: nowhere,
    BILLING_URL: nowhere,
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000000',
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
  });
  await Promise.all([
    waitFor(`${catalogUrl}/health/live`, 'catalog'),
    waitFor(`http://127.0.0.1:${gatewayPort}/api/health`, 'gateway'),
  ]);
  const sessionId = randomBytes(32).toString('base64url');
  const session = {
    userId: 'bench-admin',
    isAdmin: true,
    createdAt: new Date().toISOString(),
    searchDefaults: { order: 'relevance', duration: 'any' },
  };
  await redis.set(`session:${sessionId}`, JSON.stringify(session), 'EX', 3600);

  const gateway = new Pool(`http://127.0.0.1:${gatewayPort}`, { connections: CONCURRENCY });
  const search = async (q) => {
    const sent = performance.now();
    const response = await gateway.request({
      method: 'GET',
      path: `/api/youtube/search?q=${encodeURIComponent(q)}`,
      headers: { cookie: `stillframe_session=${sessionId}` },
    });
    await response.body.text();
    return { ok: response.statusCode === 200, ms: performance.now() - sent };
  };
  // The workload, CONCURRENCY requests in flight.
  let next = 0;
  let errors = 0;
  const loaded = [];
  const started = performance.now();
  const worker = async () => {
    while (next < workload.length) {
      const answer = await search(workload[next++]);
      if (!answer.ok) errors += 1;
      loaded.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const calls = {
    search: youtube.control.callCount('search'),
    videos: youtube.control.callCount('videos'),
    units: youtube.control.unitsSpent(),
  };
  const metrics = await (await fetch(`${catalogUrl}/metrics`)).text();
  const ledger = (bucket) =>
    metrics
      .split('\n')
      .find((line) => line.startsWith(`stillframe_youtube_quota_units_used_today{bucket="${bucket}"`))
      ?.split(' ')
      .pop() ?? '?';
  // Latency alone, one request at a time: with the cache every one of these is a hit (asked in the last 5 minutes).
  const probe = [];
  for (const q of workload.slice(0, PROBES)) probe.push((await search(q)).ms);
  await gateway.close();
  await Promise.all([stopGateway(), stopCatalog()]);
  redis.disconnect();
  return {
    quota: {
      run: label,
      searches: workload.length,
      errors,
      'search calls': calls.search,
      'videos calls': calls.videos,
      'units (granular)': calls.units,
      'ledger search+shared': `${ledger('search')}+${ledger('shared')}`,
      'units (classic)': calls.search * 100 + calls.videos,
    },
    latency: {
      run: label,
      [`p50 ${CONCURRENCY} in flight`]: ms(percentile(loaded, 50)),
      [`p99 ${CONCURRENCY} in flight`]: ms(percentile(loaded, 99)),
      'req/s': Math.round(workload.length / seconds),
      'one at a time': cacheEnabled ? 'cache hits' : 'uncached',
      'p50 one at a time': ms(percentile(probe, 50)),
      'p99 one at a time': ms(percentile(probe, 99)),
    },
  };
}

function fail(error) {
  console.error(error);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  process.exit(1);
}

try {
  const queries = distinctQueries(QUERIES);
  const workload = zipfWorkload(queries, SEARCHES, ZIPF_S);
  const redis = await privateRedis();
  const youtube = await startYouTubeSandbox({
    quota: { model: 'granular', dailySearches: 10_000_000, dailyUnits: 10_000_000 },
  });
  console.log(
    `${SEARCHES} searches, Zipf s=${ZIPF_S} over ${queries.length} distinct queries (${new Set(workload).size} drawn), ${CONCURRENCY} in flight, through the gateway`,
  );
  const rows = [
    await run('with cache', true, workload, youtube, redis.url),
    await run('without cache', false, workload, youtube, redis.url),
  ];
  table(rows.map((row) => row.quota));
  console.log(
    "units: quota spent at the sandbox (2026 granular model, 1 a call) and as the catalog's ledger counted it;",
  );
  console.log('classic: what the same calls would cost under the pre-2026 model (100 units a search).\n');
  table(rows.map((row) => row.latency));
  console.log(
    `latency through the gateway; "one at a time" replays the first ${PROBES} searches of the workload after it.`,
  );
  await youtube.close();
  await redis.stop();
} catch (error) {
  fail(error);
}
