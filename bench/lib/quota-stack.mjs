// What the quota-abuse benchmark needs of a stack: one checkout's whole product started by that
// checkout's own launcher (its PostgreSQL, its sandboxes, its apps) on a Redis the benchmark owns (so
// that it can stop it), accounts (free, or Pro through the Stripe sandbox's checkout), and the figures
// an attack is judged by: the YouTube sandbox's own counters and the catalog's quota ledger in Redis.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { freePort, onCleanup } from './stack.mjs';

const PASSWORD = 'a long bench password';

const answersPing = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => (resolve(data.toString().startsWith('+PONG')), socket.destroy()));
    socket.on('error', () => resolve(false));
  });

/** A redis-server of the benchmark's own, which an attack may stop (`down()`) and start again, empty. */
async function ownRedis() {
  const port = await freePort();
  let child;
  const up = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let tries = 0; !(await answersPing(port)); tries++) {
      if (tries > 200) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const down = () =>
    new Promise((resolve) =>
      child.exitCode !== null || child.signalCode !== null
        ? resolve()
        : (child.once('exit', resolve), child.kill('SIGTERM')),
    );
  await up();
  // One cleanup for whichever redis-server runs last, registered before the apps': it stops after them.
  onCleanup(down);
  return { url: `redis://127.0.0.1:${port}`, up, down };
}

/**
 * The product of the checkout at `tree`, started by its own launcher (dist/stack.js), as `npm start`
 * would, with the real budgets and quota limits; only the gateway's per-minute rate limits are lifted,
 * so that what is measured is what the quota lets through, not how fast one address may ask.
 */
export async function productAt(tree) {
  const redis = await ownRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'stillframe-bench-quota-'));
  // As root, PostgreSQL runs as the postgres user, who must enter the folder.
  chmodSync(dataDir, 0o755);
  const { startStack } = await import(pathToFileURL(join(tree, 'infra/launcher/dist/stack.js')).href);
  const env = {
    ...process.env,
    REDIS_URL: redis.url,
    RATE_LIMIT_DEFAULT_PER_MINUTE: '1000000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: '1000000',
  };
  for (const key of ['DATABASE_URL', 'YOUTUBE_API_KEY', 'STRIPE_SECRET_KEY', 'UNSPLASH_ACCESS_KEY'])
    delete env[key];
  const started = await startStack({ port: await freePort(), dataDir, env, logLevel: 'warn' }).catch(
    (error) => {
      // What the apps said is the only clue to a failed start: their logs are in the folder removed below.
      for (const log of readdirSync(join(dataDir, 'logs')))
        console.error(`── ${log}\n${readFileSync(join(dataDir, 'logs', log), 'utf8').slice(-2000)}`);
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  onCleanup(async () => {
    await started.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const ledger = new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true });
  // Its errors while Redis is down are expected: a read then answers null (ledgerUnits).
  ledger.on('error', () => {});
  await ledger.connect();
  onCleanup(async () => ledger.disconnect());
  return {
    // The gateway listens on the loopback address the launcher's `localhost` names.
    url: started.url.replace('localhost', '127.0.0.1'),
    youtubeUrl: started.sandboxes.youtube.url,
    stripeUrl: started.sandboxes.stripe.url,
    redisDown: redis.down,
    redisUp: redis.up,
    ledger,
  };
}

/** The YouTube sandbox's own counters: every call that reached it and the units it charged. */
export async function sandboxCounters(product) {
  const response = await fetch(`${product.youtubeUrl}/__control/youtube/stats`);
  const stats = await response.json();
  return { units: stats.unitsSpent, searches: stats.calls.search, calls: stats.calls.total };
}

/**
 * The catalog's quota ledger for the day: `units:<bucket>` of every day hash (`…:quota:<YYYY-MM-DD>`)
 * in the product's Redis, summed per bucket. Null while Redis cannot be read.
 */
export async function ledgerUnits(product) {
  try {
    const keys = await product.ledger.keys('*:quota:*');
    const units = {};
    for (const key of keys.filter((candidate) => /:quota:\d{4}-\d{2}-\d{2}$/.test(candidate))) {
      const day = await product.ledger.hgetall(key);
      for (const [field, value] of Object.entries(day))
        if (field.startsWith('units:')) {
          const bucket = field.slice('units:'.length);
          units[bucket] = (units[bucket] ?? 0) + Number(value);
        }
    }
    return units;
  } catch {
    return null;
  }
}

/** A signed-in caller: the session cookie is sent with each call. */
function caller(base, cookie) {
  return {
    cookie,
    get: (path) => fetch(base + path, { headers: cookie ? { cookie } : {} }),
    post: (path, body) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
  };
}

const must = async (response, what) => {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
};

export const anonymous = (product) => caller(product.url, null);

/** A new free account, signed in. */
export async function freeAccount(product) {
  const email = `bench-quota-${randomBytes(6).toString('hex')}@example.com`;
  const response = await fetch(`${product.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return caller(product.url, cookie);
}

/** A new account made Pro the way a person does it: checkout, the test card on Stripe's page, back. */
export async function proAccount(product) {
  const account = await freeAccount(product);
  const [plan] = await must(await account.get('/api/subscription/plans'), 'plans');
  const checkout = await must(
    await account.post('/api/subscription/create-checkout-session', { priceId: plan.id }),
    'checkout',
  );
  await must(
    await fetch(`${product.stripeUrl}/__control/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: checkout.sessionId, cardNumber: '4242424242424242' }),
    }),
    'pay',
  );
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const status = await must(
      await account.get(`/api/subscription/status?sessionId=${checkout.sessionId}`),
      'status',
    );
    if (status.hasActiveSubscription) return account;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the subscription did not become active');
}
