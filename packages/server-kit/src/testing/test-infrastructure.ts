import { Redis } from 'ioredis';
import { signIdentity } from '../identity/identity-token.js';
import type { IdentityClaims } from '@stillframe/contracts';

/** The identity secret the tests sign with; services under test are configured with it. */
export const TEST_IDENTITY_SECRET = 'test-identity-secret-of-at-least-32-characters';

const redisServerUrl = (): string => {
  const value = process.env.TEST_REDIS_URL;
  if (!value)
    throw new Error(
      'TEST_REDIS_URL is not set: run the tests with `npm test` (or through jest, whose global setup starts Postgres and Redis)',
    );
  return value;
};

/**
 * The test Redis database of this jest worker. Jest's global setup reserves a block of databases for
 * its run (`TEST_REDIS_FIRST_DATABASE`, one per worker): a worker runs one suite at a time, so no two
 * suites running at once, in this workspace or another, share keys, queues or counters. Pub/sub
 * channels are the one thing databases do not separate: broadcasts name random user ids, and a suite
 * that counts broadcasts looks for its own.
 */
export const testRedisUrl = (): string => {
  const server = redisServerUrl();
  const first = process.env.TEST_REDIS_FIRST_DATABASE;
  const url = new URL(server);
  if (!first || url.pathname.replace('/', '') !== '') return server;
  url.pathname = `/${Number(first) + Number(process.env.JEST_WORKER_ID ?? 1) - 1}`;
  return url.toString();
};

/** Empties this worker's test Redis database, so that a suite does not see another's sessions, caches or queues. */
export async function flushTestRedis(): Promise<void> {
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
}

/**
 * A cheap argon2 for the auth service under test (production keeps 19 MiB and 2 passes, asserted in
 * auth's own tests): hashing at production cost is most of what registering a test user costs.
 */
export const TEST_PASSWORD_HASH_ENV = { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' } as const;

/** How long a test's identity token stays valid: a whole test, however slow a shared machine is. */
const TEST_IDENTITY_LIFETIME_MS = 10 * 60_000;

/**
 * An identity token as the gateway would sign it, but valid for minutes rather than 30 s: a test
 * signs it once and may still use it after a long import on a machine running many suites at once.
 */
export function testIdentity(claims: Partial<Omit<IdentityClaims, 'exp'>> = {}): string {
  return signIdentity(
    { sub: null, adm: false, sid: null, ip: '127.0.0.1', rid: 'test-request', ...claims },
    TEST_IDENTITY_SECRET,
    Date.now() + TEST_IDENTITY_LIFETIME_MS,
  );
}

/**
 * The environment of an app a test starts from built JavaScript (`dist/main.js`, `npm start`'s
 * launcher): the test's own and `env`, without the TypeScript loader that the test runner puts in
 * NODE_OPTIONS for the tests and the sources they run (jest.preset.cjs names it in
 * STILLFRAME_TEST_LOADER). Built code needs no loader, and its module hooks, which see every import,
 * cost an app's start a third more processor time (1 CPU-s in 2.6).
 */
export function builtAppEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const merged = { ...process.env, ...env };
  const loader = process.env.STILLFRAME_TEST_LOADER;
  if (loader && merged.NODE_OPTIONS)
    merged.NODE_OPTIONS = merged.NODE_OPTIONS.split(loader).join(' ').replace(/\s+/g, ' ').trim();
  return merged;
}

/** The common environment of a service under test. */
export function testServiceEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    INTERNAL_TOKEN_SECRET: TEST_IDENTITY_SECRET,
    ...TEST_PASSWORD_HASH_ENV,
    // A cache test asserts hits: on a machine running every suite at once a Redis read can pass the
    // catalog's production deadline, which would read as an outage and call upstream.
    CACHE_READ_DEADLINE_MS: '2000',
    // Any free port: suites run side by side, each with its own apps on one host.
    METRICS_PORT: '0',
    ...extra,
  };
}
