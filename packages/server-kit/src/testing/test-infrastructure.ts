import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { signIdentity } from '../identity/identity-token.js';
import type { IdentityClaims } from '@stillframe/contracts';

/** The identity secret the tests sign with; services under test are configured with it. */
export const TEST_IDENTITY_SECRET = 'test-identity-secret-of-at-least-32-characters';

const required = (name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string => {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the tests with \`npm test\` (or through jest, whose global setup starts Postgres and Redis)`,
    );
  return value;
};

/** A new, empty database on the test server; its URL. */
export async function createTestDatabase(prefix: string): Promise<string> {
  const server = required('TEST_DATABASE_URL');
  const name = `test_${prefix}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return `${server}/${name}`;
}

export const testRedisUrl = (): string => required('TEST_REDIS_URL');

/** Empties the test Redis, so that a suite does not see another's sessions, caches or queues. */
export async function flushTestRedis(): Promise<void> {
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
}

/** An identity token as the gateway would sign it. */
export function testIdentity(claims: Partial<Omit<IdentityClaims, 'exp'>> = {}): string {
  return signIdentity(
    { sub: null, adm: false, sid: null, ip: '127.0.0.1', rid: 'test-request', ...claims },
    TEST_IDENTITY_SECRET,
  );
}

/** The common environment of a service under test. */
export function testServiceEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REDIS_URL: testRedisUrl(),
    INTERNAL_TOKEN_SECRET: TEST_IDENTITY_SECRET,
    ...extra,
  };
}
