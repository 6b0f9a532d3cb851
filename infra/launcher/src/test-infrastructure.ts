import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startInfrastructure, type Infrastructure } from './infrastructure.js';

/**
 * Fresh Postgres and Redis for a test run, in a temporary folder removed afterwards. Tests find them
 * through TEST_DATABASE_URL (a server URL: each suite creates its own databases) and TEST_REDIS_URL.
 */
export async function startTestInfrastructure(): Promise<Infrastructure & { env: Record<string, string> }> {
  const dir = mkdtempSync(join(tmpdir(), 'stillframe-test-'));
  // mkdtemp makes a 0700 folder; as root, PostgreSQL runs as the postgres user, who must enter it.
  chmodSync(dir, 0o755);
  const infrastructure = await startInfrastructure(dir, {});
  return {
    ...infrastructure,
    env: { TEST_DATABASE_URL: infrastructure.postgresUrl, TEST_REDIS_URL: infrastructure.redisUrl },
    stop: async () => {
      await infrastructure.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
