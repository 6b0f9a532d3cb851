import { redisCommands } from './redis.js';
import { startTestInfrastructure } from './test-infrastructure.js';

/** The counter in database 0 from which each jest run takes its block of databases. */
const BLOCKS_TAKEN = 'stillframe:test:redis-blocks';

/**
 * Reserves one Redis database per worker of this jest run (none is 0, where the counter lives) and
 * empties them. Blocks are handed out in turn, wrapping around: with the test server's 1024 databases
 * a block comes back only after 500 other runs; with Redis's default 16 (a server started elsewhere),
 * after 7, so a server shared by many workspaces at once should have more.
 */
async function reserveRedisDatabases(url: string, workers: number): Promise<number> {
  const [, databases] = (await redisCommands(url, [['CONFIG', 'GET', 'databases']])) as [string, string];
  const blocks = Math.floor((Number(databases) - 1) / workers);
  if (blocks < 1) throw new Error(`The test Redis has ${databases} databases: ${workers} workers need more`);
  const taken = Number(await redisCommands(url, [['INCR', BLOCKS_TAKEN]]));
  const first = 1 + ((taken - 1) % blocks) * workers;
  for (let index = first; index < first + workers; index++)
    await redisCommands(url, [['SELECT', String(index)], ['FLUSHDB']]);
  return first;
}

// Lets `npx jest` in one workspace run on its own: without TEST_DATABASE_URL/TEST_REDIS_URL from
// `npm test`, it starts a fresh Postgres and Redis for this run. Either way, each worker gets a Redis
// database of its own (`testRedisUrl()` in server-kit's testing helpers), so workers and workspaces
// run side by side.
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
    const infrastructure = await startTestInfrastructure();
    Object.assign(process.env, infrastructure.env);
    (globalThis as { __stillframeTestInfra?: typeof infrastructure }).__stillframeTestInfra = infrastructure;
  }
  const workers = Math.max(1, globalConfig.maxWorkers);
  process.env.TEST_REDIS_FIRST_DATABASE = String(
    await reserveRedisDatabases(process.env.TEST_REDIS_URL!, workers),
  );
}
