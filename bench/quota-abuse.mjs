// The attacks of issue 19 on the shared YouTube quota, replayed against the whole product started by
// its launcher (real budgets and quota limits, the sandbox upstreams), for this tree and, with
// BENCH_BEFORE_TREE, an older built checkout (one after the other, each on its own PostgreSQL and Redis).
// Per attack: the units the YouTube sandbox charged (its own counters), the units the catalog's quota
// ledger recorded, and the answers the attacker got; at the end, whether the ledger ever passed a
// bucket's daily limit. Each attacker is a new account, so each figure stands against one budget.
//   a1  Pro: GET /api/youtube/feed?channelIds=<200 random UC ids>, the same URL 80 times, one at a time
//   a2  Pro: the same with 200 new random ids each time (80 requests)
//   b1  free: GET /api/youtube/channel-playlist/<channel>?pageToken=BOGUS, 100 times, one at a time
//   b2  free: GET /api/youtube/channels/<new @handle>, 300 times
//   c   Pro: GET /api/youtube/search?q=<distinct>, 110 queries
//   d   anonymous: GET /api/youtube/videos/<new id>, 100 calls while Redis is down (last; then an empty
//       Redis comes back, so that the apps stop quietly)
// Only the gateway's per-minute rate limits are lifted (bench/lib/quota-stack.mjs): they bound speed,
// not spending. Each attack is bounded in calls and in time (BENCH_ATTACK_SECONDS, 120), loopback only.
// No assertion: figures only.
// Needs the built code (npm run build). An older checkout to compare with:
//   git worktree add /tmp/before-tree <ref> && (cd /tmp/before-tree && npm ci && npm run build)
//   BENCH_BEFORE_TREE=/tmp/before-tree node bench/quota-abuse.mjs
// Options (env): BENCH_BEFORE_TREE, BENCH_ATTACK_SECONDS (120), BENCH_CONCURRENCY (4), BENCH_ONLY (a1,b2,…).
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { sampleCatalogue } from '@stillframe/sandbox';
import { table } from './support.mjs';
import { deadline, fail, root, stopAll } from './lib/stack.mjs';
import {
  anonymous,
  freeAccount,
  ledgerUnits,
  proAccount,
  productAt,
  sandboxCounters,
} from './lib/quota-stack.mjs';

const BEFORE_TREE = process.env.BENCH_BEFORE_TREE;
const ATTACK_MS = 1000 * Number(process.env.BENCH_ATTACK_SECONDS ?? 120);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ONLY = process.env.BENCH_ONLY?.split(',');
/** The catalog's default daily limits (services/catalog/src/config/quota-costs.ts), which the bench keeps. */
const LIMITS = { shared: 10_000, search: 100 };
deadline(40 * 60_000);

const base64url = (bytes) => randomBytes(bytes).toString('base64url');
const randomChannelId = () => `UC${base64url(17).slice(0, 22)}`;
const channelIds = (count) => Array.from({ length: count }, randomChannelId).join(',');
const channel = sampleCatalogue().channels[0].id;

/** The attacks; `calls(i)` is the i-th request's path, `who` the attacker. */
const attacks = [
  {
    id: 'a1',
    what: 'Pro: feed, 200 random UC ids, same URL ×80',
    who: proAccount,
    budget: 'Pro: 1,000',
    // One after the other, as in the issue: identical calls at once would share one upstream call.
    concurrency: 1,
    count: 80,
    calls: (
      (ids) => () =>
        `/api/youtube/feed?channelIds=${ids}`
    )(channelIds(200)),
  },
  {
    id: 'a2',
    what: 'Pro: feed, 200 new random UC ids ×80',
    who: proAccount,
    budget: 'Pro: 1,000',
    count: 80,
    calls: () => `/api/youtube/feed?channelIds=${channelIds(200)}`,
  },
  {
    id: 'b1',
    what: 'free: channel-playlist ?pageToken=BOGUS ×100',
    who: freeAccount,
    budget: 'free: 200',
    concurrency: 1,
    count: 100,
    calls: () => `/api/youtube/channel-playlist/${channel}?pageToken=BOGUS`,
  },
  {
    id: 'b2',
    what: 'free: channels/<new @handle> ×300',
    who: freeAccount,
    budget: 'free: 200',
    count: 300,
    calls: () => `/api/youtube/channels/@bench${base64url(9).replace(/[^A-Za-z0-9]/g, 'x')}`,
  },
  {
    id: 'c',
    what: 'Pro: 110 distinct searches',
    who: proAccount,
    budget: 'Pro: 10 searches',
    count: 110,
    calls: (index) => `/api/youtube/search?q=${encodeURIComponent(`bench abuse ${index} ${base64url(6)}`)}`,
  },
  {
    id: 'd',
    what: 'anonymous: 100 uncached video details, Redis down',
    who: async (product) => anonymous(product),
    budget: 'none: fails closed',
    before: (product) => product.redisDown(),
    // Redis back (empty) for a quiet shutdown of the apps.
    after: (product) => product.redisUp(),
    count: 100,
    calls: () => `/api/youtube/videos/${base64url(8).slice(0, 11)}`,
  },
].filter((attack) => !ONLY || ONLY.includes(attack.id));

/** `count` calls, the attack's concurrency (else CONCURRENCY) at a time, stopped at ATTACK_MS; the answers counted. */
async function replay(attacker, attack) {
  const statuses = new Map();
  const stopAt = Date.now() + ATTACK_MS;
  let next = 0;
  const worker = async () => {
    while (next < attack.count && Date.now() < stopAt) {
      const index = next++;
      const status = await attacker.get(attack.calls(index)).then(
        async (response) => {
          const body = await response.text();
          if (response.ok) return response.status;
          // A refusal is shown with its error code (e.g. 429 budget_exceeded).
          const code = /"code":"([a-z_]+)"/.exec(body)?.[1];
          return code ? `${response.status} ${code}` : response.status;
        },
        () => 'error',
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: attack.concurrency ?? CONCURRENCY }, worker));
  return {
    sent: next,
    seconds: (Date.now() - started) / 1000,
    answers: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

const sum = (units) => (units ? Object.values(units).reduce((total, value) => total + value, 0) : null);

/** Every attack against one checkout; the ledger is read after each (before Redis goes down in d). */
async function measure(tree, label) {
  console.log(`\n${label}: starting the product of ${tree}`);
  const product = await productAt(tree);
  const results = new Map();
  // The ledger's highest reading per bucket: read after each attack and every 100 ms during them,
  // so that units reserved and given back within an attack are seen too.
  const ledgerPeak = {};
  const note = (units) => {
    for (const [bucket, value] of Object.entries(units ?? {}))
      ledgerPeak[bucket] = Math.max(ledgerPeak[bucket] ?? 0, value);
  };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      note(await ledgerUnits(product));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  for (const attack of attacks) {
    const attacker = await attack.who(product);
    const ledgerBefore = await ledgerUnits(product);
    note(ledgerBefore);
    await attack.before?.(product);
    const counters = await sandboxCounters(product);
    const run = await replay(attacker, attack);
    const after = await sandboxCounters(product);
    const ledgerAfter = await ledgerUnits(product);
    await attack.after?.(product);
    note(ledgerAfter);
    results.set(attack.id, {
      ...run,
      units: after.units - counters.units,
      searches: after.searches - counters.searches,
      ledger:
        ledgerAfter && ledgerBefore
          ? String(sum(ledgerAfter) - sum(ledgerBefore))
          : 'unreadable (Redis down)',
    });
    console.log(
      `${label} ${attack.id}: ${run.sent} calls in ${run.seconds.toFixed(1)} s, ` +
        `${after.units - counters.units} units upstream, answers ${run.answers}`,
    );
  }
  sampling = false;
  await sampler;
  return { results, ledgerPeak };
}

try {
  const now = await measure(root, 'after');
  await stopAll();
  let before = null;
  if (BEFORE_TREE) {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BEFORE_TREE })
      .toString()
      .trim();
    before = { commit, ...(await measure(BEFORE_TREE, `before (${commit})`)) };
    await stopAll();
  }
  console.log(
    `\nUnits the YouTube sandbox charged per attack (search calls in brackets), the ledger's record of them, ` +
      `and the attacker's answers; ${CONCURRENCY} calls at a time (a1, b1: one), each attack a new account; ` +
      `the budget is what issue 19 allows the attacker (of the shared bucket unless said)`,
  );
  const cell = (result) => (result ? `${result.units}${result.searches ? ` (${result.searches})` : ''}` : '');
  table(
    attacks.map((attack) => {
      const after = now.results.get(attack.id);
      const earlier = before?.results.get(attack.id);
      return {
        attack: `${attack.id} ${attack.what}`,
        'budget (per day)': attack.budget,
        ...(before ? { 'units before': cell(earlier), 'ledger before': earlier?.ledger ?? '' } : {}),
        'units after': cell(after),
        'ledger after': after.ledger,
        ...(before ? { 'answers before': earlier?.answers ?? '' } : {}),
        'answers after': after.answers,
      };
    }),
  );
  console.log('\nThe ledger at its highest reading, per bucket, against the daily limit');
  const verdict = (peak) =>
    Object.entries(LIMITS)
      .map(([bucket, limit]) => {
        const units = peak[bucket] ?? 0;
        return `${bucket} ${units}/${limit}${units > limit ? ' PASSED' : ''}`;
      })
      .join(', ');
  const passed = (peak) => Object.entries(LIMITS).some(([bucket, limit]) => (peak[bucket] ?? 0) > limit);
  if (before)
    console.log(
      `before (${before.commit}): ${verdict(before.ledgerPeak)} → ${passed(before.ledgerPeak) ? 'passed a limit' : 'within the limits'}`,
    );
  console.log(
    `after: ${verdict(now.ledgerPeak)} → ${passed(now.ledgerPeak) ? 'passed a limit' : 'within the limits'}`,
  );
} catch (error) {
  await fail(error);
}
