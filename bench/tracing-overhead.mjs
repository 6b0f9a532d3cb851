// What OpenTelemetry tracing costs on the hot path: a signed-in Pro user's cached search through the
// built gateway and catalog, side by side in one run, with tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT:
// nothing loaded) and on (every span exported over OTLP/HTTP to a sink on loopback that counts them),
// each with the gateway's answer copies on (the default: a repeat never leaves the gateway) and off
// (every call goes through the catalog's lane: gateway → catalog → Redis), and on at 10% sampling.
//   throughput: autocannon, BENCH_CONNECTIONS connections, BENCH_SECONDS one-second turns in rotation
//   (after one uncounted second per path for the JIT); latency: interleaved rounds of sequential calls,
//   one keep-alive connection per path; spans: what the sink received per call, when it was all sent.
// Needs the built code (npm run build). Options (env): BENCH_SECONDS (5), BENCH_CONNECTIONS (16),
// BENCH_ROUNDS (20), BENCH_ROUND_CALLS (50).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { Client } from 'undici';
import { startYouTubeSandbox } from '@stillframe/sandbox';
import { percentile, table } from './support.mjs';
import {
  deadline,
  fail,
  memoryOf,
  onCleanup,
  privateRedis,
  startApp,
  stopAll,
  waitFor,
  billingStandIn,
} from './lib/stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ROUND_CALLS = Number(process.env.BENCH_ROUND_CALLS ?? 50);
const SECRET = randomBytes(32).toString('hex');
const PATH = '/api/youtube/search?q=mountain';
const sessionId = randomBytes(32).toString('base64url');
const cookie = { cookie: `stillframe_session=${sessionId}` };
deadline(600_000);

/** An OTLP/HTTP receiver that counts the spans it is sent (JSON) and keeps nothing: as little CPU as can be. */
async function spanSink() {
  const counts = { spans: 0, exports: 0 };
  const key = Buffer.from('"spanId"');
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      counts.exports += 1;
      for (let at = body.indexOf(key); at !== -1; at = body.indexOf(key, at + key.length)) counts.spans += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(async () => server.close());
  return { url: `http://127.0.0.1:${server.address().port}`, counts };
}

async function throughput(url) {
  const result = await autocannon({
    url: url + PATH,
    connections: CONNECTIONS,
    duration: 1,
    headers: cookie,
  });
  return { reqs: result.requests.average, bad: result.non2xx + result.errors, calls: result.requests.total };
}

/** Interleaved rounds of sequential calls on one keep-alive connection per gateway. */
async function latencies(rows) {
  const clients = rows.map(({ url }) => new Client(url, { keepAliveTimeout: 60_000 }));
  const samples = rows.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, client] of clients.entries())
      for (let call = 0; call < ROUND_CALLS; call++) {
        const sent = performance.now();
        const response = await client.request({ method: 'GET', path: PATH, headers: cookie });
        await response.body.arrayBuffer();
        if (response.statusCode !== 200)
          throw new Error(`${rows[index].label} answered ${response.statusCode}`);
        samples[index].push(performance.now() - sent);
      }
  await Promise.all(clients.map((client) => client.close()));
  return samples.map((values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) }));
}

/** Until the sink has had nothing new for two batch delays: every span of the calls so far has arrived. */
async function settled(sink) {
  for (let last = -1; last !== sink.counts.spans;) {
    last = sink.counts.spans;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
}

try {
  const redisUrl = await privateRedis();
  const redis = new Redis(redisUrl);
  onCleanup(async () => redis.disconnect());
  const youtube = await startYouTubeSandbox({
    quota: { model: 'granular', dailySearches: 10_000_000, dailyUnits: 10_000_000 },
  });
  onCleanup(() => youtube.close());
  const sink = await spanSink();
  const common = { REDIS_URL: redisUrl, INTERNAL_TOKEN_SECRET: SECRET };
  // Spans leave every second rather than every five: the sink's counts settle sooner; the cost is the same.
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_BSP_SCHEDULE_DELAY: '1000' };
  const catalogEnv = {
    ...common,
    YOUTUBE_API_KEY: 'bench-key',
    YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
  };
  const catalogs = {
    off: await startApp('services/catalog', catalogEnv),
    on: await startApp('services/catalog', { ...catalogEnv, ...tracing }),
  };
  const gatewayEnv = {
    ...common,
    AUTH_URL: 'http://127.0.0.1:9',
    LIBRARY_URL: 'http://127.0.0.1:9',
    BILLING_URL: await billingStandIn(),
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000000',
    ENTITLEMENT_CACHE_SECONDS: '3600',
  };
  const copiesOff = { ANSWER_COPY_SECONDS: '0' };
  // [label, catalog, gateway settings, the row it is compared with]
  const variants = [
    ['tracing off, copies on', 'off', {}, null],
    ['tracing off again (noise)', 'off', {}, 0],
    ['tracing on, copies on', 'on', tracing, 0],
    ['tracing off, copies off', 'off', copiesOff, null],
    ['tracing on, copies off', 'on', { ...tracing, ...copiesOff }, 3],
    [
      'tracing on 10%, copies off',
      'on',
      {
        ...tracing,
        ...copiesOff,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      },
      3,
    ],
  ];
  const rows = [];
  for (const [label, catalog, env, base] of variants) {
    const gateway = await startApp('gateway', { ...gatewayEnv, CATALOG_URL: catalogs[catalog].url, ...env });
    rows.push({ label, base, traced: catalog === 'on', ...gateway, reqs: 0, bad: 0, calls: 0, spans: 0 });
  }
  await Promise.all([
    ...Object.values(catalogs).map((catalog) => waitFor(`${catalog.url}/health/live`, 'catalog')),
    ...rows.map((row) => waitFor(`${row.url}/health/live`, 'gateway')),
  ]);
  await redis.set(
    `session:${sessionId}`,
    JSON.stringify({
      userId: randomUUID(),
      isAdmin: false,
      createdAt: new Date().toISOString(),
      searchDefaults: { order: 'relevance', duration: 'any' },
    }),
    'EX',
    3600,
  );
  // The search once through each gateway: the catalog's stored answer and the gateways' copies are warm.
  for (const row of rows) {
    const response = await fetch(row.url + PATH, { headers: cookie });
    if (response.status !== 200) throw new Error(`${row.label}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  for (const row of rows) await throughput(row.url);
  await settled(sink);
  // One-second turns in rotation, so that the load the other users of the machine add falls on every row
  // alike; each turn's spans are counted once they have all arrived (only the traced rows send any).
  for (let turn = 0; turn < SECONDS; turn++)
    for (const row of rows) {
      const before = sink.counts.spans;
      const result = await throughput(row.url);
      row.reqs += result.reqs / SECONDS;
      row.bad += result.bad;
      row.calls += result.calls;
      if (row.traced) {
        await settled(sink);
        row.spans += sink.counts.spans - before;
      }
    }
  const measured = await latencies(rows);
  console.log(
    `GET ${PATH} through the gateway. ${CONNECTIONS} connections × ${SECONDS} one-second turns per row in ` +
      `rotation for req/s; latency: ${ROUNDS} interleaved rounds × ${ROUND_CALLS} sequential calls per row, in ms`,
  );
  table(
    rows.map((row, index) => {
      const base = row.base ?? index;
      const memory = memoryOf(row.pid);
      return {
        gateway: row.label,
        'req/s': Math.round(row.reqs),
        'vs off': index === base ? '' : `${((100 * row.reqs) / rows[base].reqs - 100).toFixed(1)}%`,
        'non-2xx': row.bad,
        p50: measured[index].p50.toFixed(2),
        p99: measured[index].p99.toFixed(2),
        'added p50': index === base ? '' : (measured[index].p50 - measured[base].p50).toFixed(2),
        'added p99': index === base ? '' : (measured[index].p99 - measured[base].p99).toFixed(2),
        'spans/call': row.traced ? (row.spans / row.calls).toFixed(2) : '0',
        'gateway RSS MB': memory.rssMb.toFixed(0),
      };
    }),
  );
  console.log(
    `spans/call counts every app's spans (gateway and catalog) the sink received; ${sink.counts.exports} exports in all`,
  );
  await stopAll();
} catch (error) {
  await fail(error);
}
