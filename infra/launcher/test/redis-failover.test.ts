import { spawn, type ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import pg from 'pg';
import { DurableQueue } from '@stillframe/contracts';
import { startStripeSandbox, type StripeSandbox } from '@stillframe/sandbox';
import { createQueueRedis, RedisEnv, redisTargetOf } from '@stillframe/server-kit';
import {
  TEST_IDENTITY_SECRET,
  TEST_PASSWORD_HASH_ENV,
  builtAppEnv,
  createTestDatabase,
  startRedisSentinelGroup,
  type RedisSentinelGroup,
} from '@stillframe/server-kit/testing';
import { appEntry, repoRoot } from '../src/paths.js';
import { freePort } from '@stillframe/server-kit/ports';
import { startTestInfrastructure } from '../src/test-infrastructure.js';

// Redis Sentinel under load: a primary, a replica and three sentinels; the gateway, auth, billing (its
// API and its worker process) and the library's purge worker, all in processes of their own and all
// configured with REDIS_SENTINELS. Session reads, payments (whose Stripe webhooks billing queues) and
// account deletions (whose purges auth queues) go on while the primary is killed. Every app must
// follow the promoted replica without a restart, and every job acknowledged before, during and after
// the failover must be done. The error window of the session reads is printed.

const WEBHOOK_SECRET = 'whsec_redis_failover_test_secret_0123456789';
const PASSWORD = 'failover test password';
const READERS = 3;
const CHECKOUTS = 16;
const DELETIONS = 8;
const KILL_AFTER_MS = 1500;
/** Webhook events billing queues (the others are acknowledged and dropped). */
const QUEUED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

interface AppProcess {
  name: string;
  child: ChildProcess;
  output(): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => Promise<unknown>, what: string, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
};

/** Loaded into each app: it ends when this process does, however this process ends. */
const ENDS_WITH_PARENT = `${repoRoot}/gateway/test/ends-with-parent.mjs`;
const apps: AppProcess[] = [];
/** One built app in its own process, as `npm start` runs it (`npm test` builds first). */
function startApp(name: string, entry: string, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', '--import', ENDS_WITH_PARENT, entry], {
    env: builtAppEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const app = { name, child, output: () => printed };
  apps.push(app);
  return app;
}
const serving = (app: AppProcess, url: string) =>
  until(async () => {
    if (app.child.exitCode !== null) throw new Error(`${app.name} exited:\n${app.output()}`);
    return (await fetch(url).catch(() => null))?.ok;
  }, `${app.name} to serve`);
const running = (app: AppProcess, line: string) =>
  until(async () => {
    if (app.child.exitCode !== null) throw new Error(`${app.name} exited:\n${app.output()}`);
    return app.output().includes(line);
  }, `${app.name} to run`);

let infrastructure: Awaited<ReturnType<typeof startTestInfrastructure>> | null = null;
let group: RedisSentinelGroup;
let sandbox: StripeSandbox;
let gateway: string;
let billingDatabase: string;
let redisEnv: Record<string, string>;

beforeAll(async () => {
  // `npm test` gives every workspace its lane's Postgres; alone, this suite starts one.
  if (!process.env.TEST_DATABASE_URL) {
    infrastructure = await startTestInfrastructure();
    process.env.TEST_DATABASE_URL = infrastructure.env.TEST_DATABASE_URL;
  }
  group = await startRedisSentinelGroup({ downAfterMs: 1000, failoverTimeoutMs: 3000 });
  const [gatewayPort, authPort, billingPort] = [await freePort(), await freePort(), await freePort()];
  gateway = `http://127.0.0.1:${gatewayPort}`;
  sandbox = await startStripeSandbox({
    webhookUrl: `${gateway}/api/subscription/webhook`,
    webhookSecret: WEBHOOK_SECRET,
    // Stripe retries a delivery that was not acknowledged; here in a quarter of a second, doubling.
    webhookRetry: { baseMs: 250, maxAttempts: 10, timeoutMs: 5000 },
  });
  redisEnv = {
    REDIS_SENTINELS: group.sentinels,
    REDIS_SENTINEL_NAME: group.name,
    REDIS_SENTINEL_PASSWORD: group.sentinelPassword,
    REDIS_PASSWORD: group.password,
  };
  const common = {
    ...redisEnv,
    // Whatever the environment says, Redis is where the sentinels say (empty counts as unset).
    REDIS_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    INTERNAL_TOKEN_SECRET: TEST_IDENTITY_SECRET,
    ...TEST_PASSWORD_HASH_ENV,
  };
  const [authDatabase, libraryDatabase] = await Promise.all([
    createTestDatabase('failover_auth'),
    createTestDatabase('failover_library'),
  ]);
  billingDatabase = await createTestDatabase('failover_billing');
  const billing = {
    ...common,
    DATABASE_URL: billingDatabase,
    STRIPE_SECRET_KEY: 'sk_test_failover',
    STRIPE_API_URL: sandbox.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_MAX_NETWORK_RETRIES: '0',
    PUBLIC_URL: gateway,
  };
  const auth = startApp('auth', appEntry.auth, {
    ...common,
    PORT: String(authPort),
    DATABASE_URL: authDatabase,
  });
  const billingApi = startApp('billing', appEntry.billing, {
    ...billing,
    PORT: String(billingPort),
    WORKERS: 'off',
  });
  // Short locks: a job whose worker lost Redis in the middle of it comes back within seconds.
  const billingWorker = startApp('billing-worker', appEntry.billingWorker, {
    ...billing,
    LOG_LEVEL: 'info',
    WEBHOOK_LOCK_MS: '2000',
    WEBHOOK_STALLED_INTERVAL_MS: '1000',
  });
  const libraryWorker = startApp('library-worker', `${repoRoot}/services/library/dist/worker.js`, {
    ...common,
    LOG_LEVEL: 'info',
    DATABASE_URL: libraryDatabase,
  });
  await Promise.all([
    serving(auth, `http://127.0.0.1:${authPort}/health/ready`),
    serving(billingApi, `http://127.0.0.1:${billingPort}/health/ready`),
    running(billingWorker, 'billing workers running'),
    running(libraryWorker, 'library workers running'),
  ]);
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  const gatewayApp = startApp('gateway', appEntry.gateway, {
    ...common,
    PORT: String(gatewayPort),
    AUTH_URL: `http://127.0.0.1:${authPort}`,
    BILLING_URL: `http://127.0.0.1:${billingPort}`,
    CATALOG_URL: nowhere,
    LIBRARY_URL: nowhere,
    // Every session read goes to Redis (no copy kept in the gateway), and one client may call often.
    SESSION_CACHE_SECONDS: '0',
    RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: '100000',
  });
  await serving(gatewayApp, `${gateway}/health/ready`);
}, 60_000);

afterAll(async () => {
  await Promise.all(
    apps.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  await sandbox?.close();
  await group?.remove();
  await infrastructure?.stop();
});

interface Answer {
  status: number;
  body: unknown;
  cookie: string | null;
}
/** One call to the gateway, as a browser makes it; a network error or a timeout is status 0. */
async function call(method: string, path: string, cookie?: string, body?: unknown): Promise<Answer> {
  try {
    const response = await fetch(`${gateway}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const session = /stillframe_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '');
    return { status: response.status, body: text ? JSON.parse(text) : null, cookie: session?.[0] ?? null };
  } catch {
    return { status: 0, body: null, cookie: null };
  }
}

async function register(email: string): Promise<{ id: string; cookie: string }> {
  const answer = await call('POST', '/api/auth/register', undefined, {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(answer.status).toBe(201);
  return { id: (answer.body as { user: { id: string } }).user.id, cookie: answer.cookie! };
}

/** Calls until the gateway answers 2xx, as a user trying again would (for 30 s at most); the refusals. */
async function untilAccepted(method: string, path: string, cookie: string, body?: unknown): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (let refusals = 0; ; refusals++) {
    const answer = await call(method, path, cookie, body);
    if (answer.status >= 200 && answer.status < 300) return refusals;
    // A 4xx other than the rate limit would be a lost session or a refused call: not a Redis outage.
    const refused = answer.status >= 400 && answer.status < 500 && answer.status !== 429;
    if (refused || Date.now() > deadline)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    await sleep(100);
  }
}

/** A failure names what each app printed last, which is where its cause shows. */
async function withAppOutput(test: () => Promise<void>): Promise<void> {
  try {
    await test();
  } catch (error) {
    const tails = apps.map(({ name, output }) => `── ${name}\n${output().split('\n').slice(-15).join('\n')}`);
    if (error instanceof Error) error.message += `\n${tails.join('\n')}`;
    throw error;
  }
}

it(
  'follows a Sentinel failover under load without a restart, and loses no acknowledged job',
  () =>
    withAppOutput(async () => {
      const users = await Promise.all(
        Array.from({ length: READERS + CHECKOUTS + DELETIONS }, (_, index) =>
          register(`failover-${index}@example.com`),
        ),
      );
      const readers = users.slice(0, READERS);
      const subscribers = users.slice(READERS, READERS + CHECKOUTS);
      const leaving = users.slice(READERS + CHECKOUTS);
      const plans = await call('GET', '/api/subscription/plans');
      const priceId = (plans.body as Array<{ id: string }>)[0]!.id;
      // Checkouts opened now, paid during the load: Stripe sends their events whatever state Redis is in.
      const checkoutSessions = await Promise.all(
        subscribers.map(async ({ cookie }) => {
          const checkout = await call('POST', '/api/subscription/create-checkout-session', cookie, {
            priceId,
          });
          expect(checkout.status).toBe(200);
          return (checkout.body as { sessionId: string }).sessionId;
        }),
      );
      const pids = apps.map(({ child }) => child.pid);
      // The sessions are on the replica as well: a failover must not sign anyone out.
      await group.replicated();

      const reads: Array<{ at: number; status: number }> = [];
      let loadDone = false;
      const readLoops = readers.map(async (reader) => {
        while (!loadDone) {
          const { status } = await call('GET', '/api/auth/user', reader.cookie);
          reads.push({ at: Date.now(), status });
          await sleep(30);
        }
      });
      const payments = (async () => {
        for (const sessionId of checkoutSessions) {
          const paid = sandbox.control.pay(sessionId, '4242 4242 4242 4242');
          if (!paid.ok) throw new Error(`payment refused: ${paid.error.message}`);
          await sleep(250);
        }
      })();
      let deletionsRefused = 0;
      const deletions = (async () => {
        for (const user of leaving) {
          deletionsRefused += await untilAccepted('DELETE', '/api/auth/delete-account', user.cookie, {
            password: PASSWORD,
          });
          await sleep(350);
        }
      })();

      await sleep(KILL_AFTER_MS);
      const killedAt = Date.now();
      const oldPrimary = await group.killPrimary();
      await group.promoted(oldPrimary);
      const promotedAt = Date.now();
      await Promise.all([payments, deletions]);
      // Reads go on a little after the last job was acknowledged and the promotion.
      await sleep(Math.max(0, promotedAt + 1500 - Date.now()));
      loadDone = true;
      await Promise.all(readLoops);

      // Every app followed the new primary: the same processes, all still running.
      expect(apps.map(({ child }) => child.pid)).toEqual(pids);
      for (const app of apps) expect([app.name, app.child.exitCode]).toEqual([app.name, null]);

      const failed = reads.filter(({ status }) => status !== 200);
      // Sessions survived (a 401 would mean one was lost) and reads succeed again after the promotion.
      expect(failed.filter(({ status }) => status === 401)).toEqual([]);
      expect(reads.at(-1)!.status).toBe(200);
      const firstFailed = failed[0]?.at ?? killedAt;
      const lastFailed = failed.at(-1)?.at ?? killedAt;
      expect(lastFailed - killedAt).toBeLessThan(30_000);
      expect(reads.filter(({ at }) => at > lastFailed).length).toBeGreaterThan(READERS);

      // Every webhook Stripe was told was received is applied, exactly once.
      await sandbox.control.idle(30_000);
      const queued = sandbox.control.events().filter((event) => QUEUED.has(event.type));
      const deliveries = sandbox.control.deliveries();
      for (const event of queued)
        expect([event.id, deliveries.some((d) => d.eventId === event.id && d.ok)]).toEqual([event.id, true]);
      const billing = new pg.Client({ connectionString: billingDatabase });
      await billing.connect();
      try {
        const processedIds = async () =>
          (await billing.query<{ id: string }>('SELECT id FROM processed_stripe_events')).rows.map(
            (row) => row.id,
          );
        await until(async () => {
          const applied = new Set(await processedIds());
          return queued.every((event) => applied.has(event.id));
        }, 'every queued webhook to be applied');
        const processed = await processedIds();
        expect(processed.length).toBe(new Set(processed).size);
        const active = await billing.query<{ user_id: string }>(
          `SELECT DISTINCT user_id FROM subscriptions WHERE status = 'active'`,
        );
        expect(active.rows.map((row) => row.user_id).sort()).toEqual(subscribers.map(({ id }) => id).sort());
      } finally {
        await billing.end();
      }

      // Every purge of a deleted account was done, in the library and in billing.
      const target = redisTargetOf(RedisEnv.parse(redisEnv));
      const connection = createQueueRedis(target, 'failover-test');
      const queues = [DurableQueue.libraryAccountPurge, DurableQueue.billingAccountPurge].map(
        (name) => new Queue(name, { connection }),
      );
      try {
        for (const queue of queues)
          await until(
            async () =>
              (
                await Promise.all(
                  leaving.map(async ({ id }) => (await queue.getJob(`purge-${id}`))?.getState()),
                )
              ).every((state) => state === 'completed'),
            `every ${queue.name} job to be done`,
          );
      } finally {
        await Promise.all(queues.map((queue) => queue.close()));
        connection.disconnect();
      }
      // BullMQ runs a job at least once: one whose completion the old primary took with it runs again.
      // Webhooks are applied exactly once all the same (the processed event ids, in the same
      // transaction); purges are deletions, harmless to repeat. The workers' logs count the runs.
      const logged = (name: string, message: string) =>
        apps
          .find((app) => app.name === name)!
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .flatMap((line) => {
            try {
              return [JSON.parse(line) as { msg?: string; eventId?: string; outcome?: string }];
            } catch {
              return []; // not a log line: part of a stack trace printed beside them
            }
          })
          .filter((entry) => entry.msg === message);
      const webhookRuns = logged('billing-worker', 'stripe event applied');
      const appliedOnce = queued.filter(
        (event) =>
          webhookRuns.filter((run) => run.eventId === event.id && run.outcome === 'applied').length === 1,
      );
      expect(appliedOnce.length).toBe(queued.length);
      const rerun = {
        webhooks: webhookRuns.length - queued.length,
        purges: logged('library-worker', 'account purged').length - leaving.length,
      };
      const redelivered = deliveries.filter((d) => !d.ok).length;
      // The outage met queued work: Stripe deliveries and account deletions were refused, then taken.
      expect(redelivered).toBeGreaterThan(0);

      process.stdout.write(
        `redis failover: replica promoted ${promotedAt - killedAt} ms after the primary was killed; ` +
          `session reads failed from ${firstFailed - killedAt} ms to ${lastFailed - killedAt} ms after the kill ` +
          `(error window ${lastFailed - firstFailed} ms, ${failed.length} of ${reads.length} reads failed); ` +
          `${queued.length} webhooks applied exactly once (${redelivered} deliveries refused and ` +
          `redelivered, ${rerun.webhooks} jobs run again), ${leaving.length} account purges done ` +
          `(${deletionsRefused} deletions refused and retried, ${rerun.purges} purges run again)\n`,
      );
    }),
  60_000,
);
