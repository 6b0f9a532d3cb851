// Capacity: how many active people one core of each app serves. The whole product is started as
// `npm start` starts it (production mode, its own PostgreSQL and Redis in a temporary folder, the
// sandbox upstreams), and a population of simulated people uses it as the web app does, with think
// times: visitors (backdrop home, video details), Pro users (searches spread like real ones, mostly
// cached after warm-up; videos watched with positions saved every 10 s, a note about once a minute,
// the feed now and then) and free users (home, a search that meets Subscription Required, a video,
// settings, signing out and in). People are added in steps until the p99 of a step's calls passes
// 250 ms or its errors pass 0.1 %; the CPU each process used in each step (from /proc) gives, at the
// last step that held, the active people per core of the gateway and of each service.
// Every person is an async loop with its own keep-alive pool and client address (X-Forwarded-For
// through the loopback, the gateway's trusted proxy here), so per-address limits apply per person.
// Needs the built code (npm run build). Options (env): BENCH_QUICK=1 (a short run), BENCH_STEP_SECONDS
// (15), BENCH_ARRIVAL_SECONDS (5), BENCH_START_USERS (300), BENCH_STEP_USERS (300), BENCH_MAX_STEPS
// (16), BENCH_MIX (visitor:40,pro:40,free:20), BENCH_THINK_SECONDS (5-15), BENCH_SEED_NOTES (100),
// BENCH_P99_MS (250), BENCH_ERROR_PERCENT (0.1).
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { table } from './support.mjs';
import { deadline, fail, freePort, onCleanup, stopAll } from './lib/stack.mjs';
import { addressOf, browser, Recorder } from './lib/capacity-client.mjs';
import { population, searchQueries } from './lib/capacity-people.mjs';
import { appNames, coresBetween, stackCpu } from './lib/process-cpu.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const option = (name, normal, quick) => Number(process.env[name] ?? (QUICK ? quick : normal));
const STEP_SECONDS = option('BENCH_STEP_SECONDS', 15, 6);
const ARRIVAL_SECONDS = option('BENCH_ARRIVAL_SECONDS', 5, 2);
const START_USERS = option('BENCH_START_USERS', 300, 30);
const STEP_USERS = option('BENCH_STEP_USERS', 300, 30);
const MAX_STEPS = option('BENCH_MAX_STEPS', 16, 3);
const SEED_NOTES = option('BENCH_SEED_NOTES', 100, 20);
const P99_LIMIT = option('BENCH_P99_MS', 250, 250);
const ERROR_LIMIT = option('BENCH_ERROR_PERCENT', 0.1, 0.1) / 100;
const WARM_QUERIES = QUICK ? 30 : 150;
const THINK_SECONDS = (process.env.BENCH_THINK_SECONDS ?? '5-15').split('-').map(Number);
const MIX = Object.fromEntries(
  (process.env.BENCH_MIX ?? 'visitor:40,pro:40,free:20').split(',').map((part) => {
    const [kind, share] = part.split(':');
    return [kind.trim(), Number(share)];
  }),
);
for (const kind of Object.keys(MIX))
  if (!['visitor', 'pro', 'free'].includes(kind)) throw new Error(`BENCH_MIX: unknown kind "${kind}"`);
deadline(45 * 60_000);
process.on('SIGINT', () => fail(new Error('interrupted')));

/** The daily quota of the catalog's ledger, raised to the sandbox's own (infra/sandbox/src/all.ts). */
const SANDBOX_QUOTA = {
  buckets: { search: 100_000, shared: 10_000_000 },
  methods: {
    search: { bucket: 'search', units: 1 },
    videos: { bucket: 'shared', units: 1 },
    channels: { bucket: 'shared', units: 1 },
    playlistItems: { bucket: 'shared', units: 1 },
  },
};

/**
 * The apps inherit this process's environment (infra/launcher/src/services.ts). Production mode, the
 * sandboxes for every upstream, local stores; the only settings changed from production's are printed.
 */
function prepareEnvironment() {
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'YOUTUBE_API_KEY',
    'UNSPLASH_ACCESS_KEY',
    'ZENQUOTES_BASE_URL',
    'STRIPE_SECRET_KEY',
    'TRUST_PROXY_HOPS',
  ])
    delete process.env[key];
  process.env.NODE_ENV = 'production';
  process.env.TRUSTED_PROXIES = '127.0.0.1/32';
  process.env.YOUTUBE_QUOTA_COSTS = JSON.stringify(SANDBOX_QUOTA);
  const limit = (name, fallback) =>
    process.env[name] ? `${process.env[name]} (from the environment)` : fallback;
  console.log(`Settings changed for the run, and why:
  TRUSTED_PROXIES=127.0.0.1/32 (gateway): each simulated person sends its own address in X-Forwarded-For
    (10.x.y.z), as people behind an Ingress do; so the gateway's per-address rate limits
    (default ${limit('RATE_LIMIT_DEFAULT_PER_MINUTE', 600)}, search ${limit('RATE_LIMIT_SEARCH_PER_MINUTE', 120)}, credentials ${limit('RATE_LIMIT_CREDENTIALS_PER_MINUTE', 30)} a minute), the catalog's
    anonymous window (30 uncached calls an hour per address) and sign-in lockouts apply per person
    and are left as in production.
  YOUTUBE_QUOTA_COSTS buckets search ${SANDBOX_QUOTA.buckets.search}, shared ${SANDBOX_QUOTA.buckets.shared} a day (catalog; production: 100 and
    10,000): the ledger counts cache misses for a whole day; a run of minutes at hundreds of calls a
    second spends a day's search bucket in its first minutes, after which searches answer 429 and
    the run would measure the quota, not CPU. The per-account shares (Pro ${process.env.YOUTUBE_PRO_SHARE_PERCENT ?? 10} %, free ${process.env.YOUTUBE_FREE_SHARE_PERCENT ?? 2} %,
    anonymous ${process.env.YOUTUBE_ANONYMOUS_SHARE_PERCENT ?? 20} %) stay; with the sandbox's quota they no longer bind. The sandbox itself
    allows 100,000 searches and 10,000,000 units a day (the launcher's setting).
  Everything else as \`npm start\` runs it: NODE_ENV=production, LOG_LEVEL=info (a log line per request, as
  the k8s ConfigMap), PostgreSQL with fsync on, Redis with its append-only file.\n`);
}

/** The kind of the next person: the one furthest below its share of the mix, so every step keeps the mix. */
function kindOf(counts) {
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0) + 1;
  const shares = Object.values(MIX).reduce((sum, value) => sum + value, 0);
  return Object.keys(MIX).sort(
    (a, b) => counts[a] / total - MIX[a] / shares - (counts[b] / total - MIX[b] / shares),
  )[0];
}

async function inBatches(items, size, work) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(work));
}

const fixed = (value, digits = 2) => value.toFixed(digits);

function describeMix() {
  return `Population (BENCH_MIX ${Object.entries(MIX)
    .map(([kind, share]) => `${kind}:${share}`)
    .join(',')}), think ${THINK_SECONDS[0]}-${THINK_SECONDS[1]} s between screens:
  visitor: page load (auth/user → 401, client-config, quote, photo), then 1-2 videos' details (popular
    videos, Zipf), think, again.
  pro: page load (auth/user, client-config, status); 35 % of rounds the home (favourites, feed of them,
    5 recent notes, status); a search (${searchQueries().length} queries, Zipf s=1; 15 % go on to page 2); opens a result
    (details, the video's notes, saved position, channel, is-favourite) and watches 1-5 min: position
    saved every 10 s, a note about once a minute (then the video's notes again), 5 % favour the
    channel; next upload at the end half the time. Each Pro account starts with ${SEED_NOTES} notes and 8 favourites.
  free: page load; status; a search → 402 Subscription Required; half the rounds a video watched 1-3 min
    (position saved every 10 s); settings (auth/user, status; 15 % change a preference); a quarter of
    the rounds end signed out, then signed in again.
Accounts are made through the public API before each step (not measured): registration, and for Pro
checkout paid with the Stripe sandbox's test card until the plan is active.\n`;
}

try {
  prepareEnvironment();
  console.log(describeMix());
  const dataDir = mkdtempSync(join(tmpdir(), 'stillframe-capacity-'));
  // As root, PostgreSQL runs as the postgres user, who must enter the folder.
  chmodSync(dataDir, 0o755);
  const { startStack } = await import('../infra/launcher/dist/stack.js');
  const stack = await startStack({ port: await freePort(), dataDir, logLevel: 'info' }).catch((error) => {
    for (const log of readdirSync(join(dataDir, 'logs')))
      console.error(`── ${log}\n${readFileSync(join(dataDir, 'logs', log), 'utf8').slice(-2000)}`);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  onCleanup(async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const origin = stack.url.replace('localhost', '127.0.0.1');
  const cpu = stackCpu(dataDir);
  const found = cpu.sample().pids;
  for (const name of [...appNames, 'postgres', 'redis'])
    if (!found[name].length) throw new Error(`no ${name} process found to measure`);

  let running = true;
  const recorder = new Recorder();
  const queries = searchQueries();
  const people = population({
    queries,
    thinkMs: THINK_SECONDS.map((value) => value * 1000),
    stripeUrl: stack.sandboxes.stripe.url,
    seedNotes: SEED_NOTES,
    running: () => running,
  });
  const users = [];
  const newUser = () => {
    const user = browser(origin, addressOf(users.length), recorder);
    users.push(user);
    return user;
  };

  // Warm-up: one Pro account asks the most popular searches, as the first hours of a day would.
  const warm = newUser();
  await people.register(warm);
  await people.makePro(warm);
  await inBatches(queries.slice(0, WARM_QUERIES), 4, async (query) =>
    people.learn((await people.search(warm, query)).body?.items),
  );
  console.log(
    `Warm-up: the ${WARM_QUERIES} most asked of ${queries.length} searches cached; ${people.videos.length} videos, ${people.channels.size} channels known.\n`,
  );

  const counts = Object.fromEntries(Object.keys(MIX).map((kind) => [kind, 0]));
  const loopErrors = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const rows = [];
  let lastGood = null;
  let firstBad = null;
  let active = 0;
  const columns = [...appNames, 'postgres', 'redis', 'generator', 'others'];
  console.log(
    `Ramp: +${STEP_USERS} people a step (accounts made first, ${ARRIVAL_SECONDS} s of arrivals, then ${STEP_SECONDS} s measured; ` +
      `a step that fails is measured once more, so that one stall of the machine does not end the run)\n` +
      `${'people'.padStart(6)}  ${'req/s'.padStart(6)}  ${'p50'.padStart(6)}  ${'p99'.padStart(6)}  ${'err %'.padStart(6)}  ${'prep s'.padStart(6)}  cores: ${columns.join(' ')}`,
  );
  const measure = async (target, prepSeconds) => {
    const before = cpu.sample();
    recorder.reset();
    lag.reset();
    await new Promise((resolve) => setTimeout(resolve, STEP_SECONDS * 1000));
    const summary = recorder.summary();
    const cores = coresBetween(before, cpu.sample());
    const row = { users: target, mix: { ...counts }, summary, cores, lagP99: lag.percentile(99) / 1e6 };
    row.held = summary.p99 <= P99_LIMIT && summary.errorRatio <= ERROR_LIMIT && loopErrors.length === 0;
    row.slowSeconds = summary.secondP99s.filter((p99) => p99 > P99_LIMIT).length;
    rows.push(row);
    console.log(
      `${String(target).padStart(6)}  ${fixed(summary.perSecond, 0).padStart(6)}  ${fixed(summary.p50, 1).padStart(6)}  ${fixed(summary.p99, 1).padStart(6)}  ${fixed(100 * summary.errorRatio, 2).padStart(6)}  ${fixed(prepSeconds, 0).padStart(6)}  ${columns.map((name) => fixed(cores[name])).join(' ')}${row.held ? '' : `  not held (${row.slowSeconds} of ${summary.secondP99s.length} s with p99 > ${P99_LIMIT} ms)`}`,
    );
    return row;
  };
  for (let step = 0; step < MAX_STEPS; step++) {
    const target = START_USERS + step * STEP_USERS;
    const arriving = [];
    while (active + arriving.length < target) {
      const kind = kindOf(counts);
      counts[kind] += 1;
      arriving.push({ kind, user: newUser() });
    }
    const prepStarted = Date.now();
    await inBatches(arriving, 32, async (person) => {
      if (person.kind === 'visitor') return;
      person.email = await people.register(person.user);
      if (person.kind === 'pro') await people.makePro(person.user);
    });
    const prepSeconds = (Date.now() - prepStarted) / 1000;
    active += arriving.length;
    for (const person of arriving)
      setTimeout(
        () =>
          people[person.kind](person.user, person.email).catch((error) => {
            if (running) loopErrors.push(error);
          }),
        Math.random() * ARRIVAL_SECONDS * 1000,
      );
    await new Promise((resolve) => setTimeout(resolve, ARRIVAL_SECONDS * 1000 + 500));
    let row = await measure(target, prepSeconds);
    if (!row.held && loopErrors.length === 0) row = await measure(target, 0);
    if (row.held) lastGood = row;
    else {
      firstBad = row;
      break;
    }
  }
  running = false;
  report({ rows, lastGood, firstBad, loopErrors });
  await Promise.all(users.map((user) => user.close()));
  await stopAll();
  process.exit(0);
} catch (error) {
  await fail(error);
}

function report({ rows, lastGood, firstBad, loopErrors }) {
  const parts = [...appNames, 'postgres', 'redis'];
  console.log(
    '\nSteps (cores: CPU used per second of the window, from /proc; generator = this process, with the sandboxes):',
  );
  table(
    rows.map((row) => ({
      users: row.users,
      'v/p/f': `${row.mix.visitor ?? 0}/${row.mix.pro ?? 0}/${row.mix.free ?? 0}`,
      'req/s': fixed(row.summary.perSecond, 0),
      'p50 ms': fixed(row.summary.p50, 1),
      'p99 ms': fixed(row.summary.p99, 1),
      'errors %': fixed(100 * row.summary.errorRatio, 3),
      ...Object.fromEntries(parts.map((name) => [name, fixed(row.cores[name])])),
      generator: fixed(row.cores.generator),
      others: fixed(row.cores.others),
      machine: `${fixed(row.cores.machine)}/${fixed(row.cores.machineCores, 0)}`,
      'gen. lag p99 ms': fixed(row.lagP99, 0),
      'slow s': `${row.slowSeconds}/${row.summary.secondP99s.length}`,
      held: row.held ? 'yes' : 'no',
    })),
  );
  for (const error of loopErrors.slice(0, 3)) console.log(`a person's loop failed: ${error.stack}`);
  const limitRow = firstBad ?? rows.at(-1);
  if (firstBad) {
    const why = [];
    if (firstBad.summary.p99 > P99_LIMIT)
      why.push(
        `p99 ${fixed(firstBad.summary.p99, 0)} ms > ${P99_LIMIT} ms (${firstBad.slowSeconds} of ${firstBad.summary.secondP99s.length} seconds with p99 over it)`,
      );
    if (firstBad.summary.errorRatio > ERROR_LIMIT)
      why.push(`errors ${fixed(100 * firstBad.summary.errorRatio, 2)} % > ${fixed(100 * ERROR_LIMIT, 1)} %`);
    if (loopErrors.length) why.push(`${loopErrors.length} loops failed`);
    const twice = rows.filter((row) => row.users === firstBad.users).length > 1;
    console.log(
      `\nStopped at ${firstBad.users} people${twice ? ', measured twice' : ''}: ${why.join(', ')}.`,
    );
    if (firstBad.summary.statuses.length)
      console.log(
        `Unexpected answers: ${firstBad.summary.statuses.map(([key, n]) => `${key} ×${n}`).join(', ')}`,
      );
  } else
    console.log(
      `\nEvery step held, up to ${limitRow.users} people (BENCH_MAX_STEPS): the figure is a floor.`,
    );
  console.log(`\nCalls at ${limitRow.users} people, slowest p99 first:`);
  table(
    limitRow.summary.kinds
      .sort((a, b) => b.p99 - a.p99)
      .map((kind) => ({
        call: kind.kind,
        'per s': fixed(kind.calls / STEP_SECONDS, 1),
        'p50 ms': fixed(kind.p50, 1),
        'p99 ms': fixed(kind.p99, 1),
        errors: kind.errors,
      })),
  );
  if (QUICK)
    console.log(
      '\nBENCH_QUICK: a smoke run; at so few people the fixed cost of each process dominates the figures.',
    );
  if (!lastGood) {
    console.log('\nNo step held: lower BENCH_START_USERS.');
    return;
  }
  const appCores = appNames.reduce((sum, name) => sum + lastGood.cores[name], 0);
  console.log(
    `\nAt the last step that held: ${lastGood.users} active people, ${fixed(lastGood.summary.perSecond, 0)} req/s, p99 ${fixed(lastGood.summary.p99, 0)} ms.`,
  );
  table(
    [...parts, 'all five apps'].map((name) => {
      const used = name === 'all five apps' ? appCores : lastGood.cores[name];
      return {
        process: name,
        cores: fixed(used, 3),
        'people per core': used > 0 ? Math.round(lastGood.users / used) : '∞',
        'cores per 1,000 people': fixed((1000 * used) / lastGood.users, 3),
      };
    }),
  );
  const bottleneck = Object.entries(limitRow.cores)
    .filter(([name]) => parts.includes(name) || name === 'generator')
    .sort((a, b) => b[1] - a[1]);
  console.log(
    `\n${firstBad ? `Bottleneck at ${limitRow.users} people` : `No limit reached; at ${limitRow.users} people`}: the machine's CPU was ${fixed(limitRow.cores.machine)} of ${fixed(limitRow.cores.machineCores, 0)} cores busy ` +
      `(others' programs ${fixed(limitRow.cores.others)}); the largest users were ${bottleneck
        .slice(0, 3)
        .map(([name, used]) => `${name} ${fixed(used)}`)
        .join(
          ', ',
        )} cores${bottleneck[0][1] > 0.9 && bottleneck[0][0] !== 'generator' ? ` (${bottleneck[0][0]}'s one JavaScript thread is near a full core)` : ''}.`,
  );
  console.log(
    `The load generator shares this machine's ${cpus().length} cores (it used ${fixed(lastGood.cores.generator)} cores at the last step that held, with the ` +
      'sandboxes it hosts), so every app ran with less CPU than it would own in production: the people per core above are a lower ' +
      "bound. What carries over is each app's CPU per person (cores per 1,000 people), which does not depend on who else shares the machine.",
  );
}
