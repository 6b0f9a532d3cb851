import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInfrastructure, type Infrastructure } from './infrastructure.js';

/** Enough Redis databases for two jest workers of every workspace at once, many times over. */
export const TEST_REDIS_DATABASES = 1024;

/**
 * Fresh Postgres and Redis for a test run, in a temporary folder removed afterwards. Tests find them
 * through TEST_DATABASE_URL (a server URL: each suite creates its own databases, cloned from a
 * template per service) and TEST_REDIS_URL (a server URL: each jest worker takes a database of its
 * own, see jest-global-setup.ts). The Postgres cluster is tuned for tests (no fsync, see postgres.ts)
 * unless `durable` (benchmarks, whose figures must be those of a real server).
 */
export async function startTestInfrastructure(
  options: { durable?: boolean } = {},
): Promise<Infrastructure & { env: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'stillframe-test-'));
  // mkdtemp makes a 0700 folder; as root, PostgreSQL runs as the postgres user, who must enter it.
  chmodSync(dir, 0o755);
  const infrastructure = await startInfrastructure(
    dir,
    {},
    { databases: TEST_REDIS_DATABASES },
    { forTests: !options.durable },
  );
  return {
    ...infrastructure,
    env: { TEST_DATABASE_URL: infrastructure.postgresUrl, TEST_REDIS_URL: infrastructure.redisUrl },
    stop: async () => {
      await infrastructure.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
