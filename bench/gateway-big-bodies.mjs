// Big bodies against the gateway: 100 concurrent anonymous 20 MB JSON bodies to POST /api/auth/logout
// (a route that takes no body), while another visitor asks for a quote every 50 ms. Prints the
// gateway's memory growth (peak RSS over its idle RSS) and the visitor's quote latency, for the
// gateway as it was at BENCH_BEFORE (default: where this branch left main) and as built now.
// Needs the built code: npm run build -w packages/contracts -w packages/server-kit -w infra/sandbox -w services/catalog -w gateway
// Options (env): BENCH_BEFORE (git ref), BENCH_UPLOADS (100), BENCH_BODY_MB (20), BENCH_SECONDS (10).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startQuotesSandbox } from '@stillframe/sandbox';
import { percentile, ms, table } from './support.mjs';
import {
  deadline,
  fail,
  gatewayAt,
  memoryOf,
  privateRedis,
  resetPeak,
  root,
  startApp,
  stopAll,
  waitFor,
} from './lib/stack.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 100);
const BODY_BYTES = Number(process.env.BENCH_BODY_MB ?? 20) * 1000 * 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SECRET = randomBytes(32).toString('hex');
deadline(300_000);

/** Valid JSON, so that a gateway that parses it does the whole work. */
const body = Buffer.concat([
  Buffer.from('{"padding":"'),
  Buffer.alloc(BODY_BYTES - 15, 'a'),
  Buffer.from('"}'),
]);

/** The auth service's stand-in: takes whatever arrives and answers as logout does. */
async function authSink() {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** One anonymous upload; resolves with the status, or 'closed' when the gateway hung up on it. */
const upload = (port) =>
  new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/logout',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    req.on('error', () => resolve('closed'));
    req.end(body);
  });

async function visitor(url, until) {
  const latencies = [];
  let errors = 0;
  while (performance.now() < until) {
    const sent = performance.now();
    const response = await fetch(`${url}/api/quotes/random`).catch(() => null);
    if (response?.status !== 200) errors += 1;
    await response?.text();
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { latencies, errors };
}

async function measure(label, entry, env) {
  const gateway = await startApp('gateway', env, entry);
  await waitFor(`${gateway.url}/health/live`, 'gateway');
  const quiet = await visitor(gateway.url, performance.now() + 2000);
  const idle = memoryOf(gateway.pid).rssMb;
  resetPeak(gateway.pid);
  const until = performance.now() + SECONDS * 1000;
  const outcomes = {};
  const attacker = async () => {
    while (performance.now() < until) {
      const outcome = await upload(gateway.port);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  };
  const [loaded] = await Promise.all([
    visitor(gateway.url, until),
    ...Array.from({ length: UPLOADS }, attacker),
  ]);
  const { peakMb } = memoryOf(gateway.pid);
  gateway.child.kill('SIGTERM');
  await new Promise((resolve) => gateway.child.once('exit', resolve));
  return {
    gateway: label,
    'idle RSS': `${idle.toFixed(0)} MB`,
    'peak RSS': `${peakMb.toFixed(0)} MB`,
    growth: `${(peakMb - idle).toFixed(0)} MB`,
    uploads: Object.entries(outcomes)
      .map(([outcome, count]) => `${count}×${outcome}`)
      .join(' '),
    'quote p50 quiet': ms(percentile(quiet.latencies, 50)),
    'quote p50 loaded': ms(percentile(loaded.latencies, 50)),
    'quote p99 loaded': ms(percentile(loaded.latencies, 99)),
    'quote max loaded': ms(Math.max(...loaded.latencies)),
    'quote errors': loaded.errors,
  };
}

try {
  const before =
    process.env.BENCH_BEFORE ??
    execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: root }).toString().trim();
  const old = gatewayAt(before);
  const redisUrl = await privateRedis();
  const quotes = await startQuotesSandbox();
  const auth = await authSink();
  const common = { REDIS_URL: redisUrl, INTERNAL_TOKEN_SECRET: SECRET };
  const catalog = await startApp('services/catalog', {
    ...common,
    YOUTUBE_API_KEY: 'bench-key',
    ZENQUOTES_BASE_URL: quotes.url,
  });
  await waitFor(`${catalog.url}/health/live`, 'catalog');
  const nowhere = 'http://127.0.0.1:9';
  const gatewayEnv = {
    ...common,
    AUTH_URL: auth.url,
    CATALOG_URL: catalog.url,
    LIBRARY_URL: nowhere,
    BILLING_URL: nowhere,
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000000',
  };
  console.log(
    `${UPLOADS} concurrent anonymous ${BODY_BYTES / 1e6} MB bodies to POST /api/auth/logout for ${SECONDS} s; a visitor asks for a quote every 50 ms`,
  );
  const rows = [
    await measure(`before (${old.commit})`, old.entry, gatewayEnv),
    await measure('now', undefined, gatewayEnv),
  ];
  table(rows);
  console.log('growth: peak RSS during the uploads over the idle RSS; quiet: the 2 s before the uploads.');
  auth.close();
  await quotes.close();
  await stopAll();
} catch (error) {
  await fail(error);
}
