import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import globalSetup from '../src/jest-global-setup.js';
import { startLocalPostgres, type LocalPostgres } from '../src/postgres.js';
import { redisCommands, startLocalRedis, type LocalRedis } from '../src/redis.js';

// What `npm test` gives the suites so that they can run side by side, quickly: a Redis database per
// jest worker, and a PostgreSQL cluster that does not wait for the disk.
const dir = mkdtempSync(join(tmpdir(), 'stillframe-launcher-isolation-'));
// As root, PostgreSQL runs as the postgres user, who must enter the folder.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("jest's global setup", () => {
  let redis: LocalRedis;
  const before = { ...process.env };
  beforeAll(async () => {
    redis = await startLocalRedis(join(dir, 'redis'), { databases: 8 });
  });
  afterAll(async () => {
    process.env = before;
    await redis.stop();
  });

  /** One jest run against this Redis (and a Postgres it never touches): the first database of its block. */
  const run = async (maxWorkers: number) => {
    process.env.TEST_REDIS_URL = redis.url;
    process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:1';
    await globalSetup({ maxWorkers });
    return Number(process.env.TEST_REDIS_FIRST_DATABASE);
  };

  it('gives each run a block of its own, one database per worker, none of them 0, in turn', async () => {
    // 8 databases: 0 keeps the counter, 1-7 make three blocks of two.
    expect(await redisCommands(redis.url, [['CONFIG', 'GET', 'databases']])).toEqual(['databases', '8']);
    expect([await run(2), await run(2), await run(2), await run(2)]).toEqual([1, 3, 5, 1]);
  });

  it('empties the databases it hands out', async () => {
    await redisCommands(redis.url, [
      ['SELECT', '3'],
      ['SET', 'left-over', 'x'],
    ]);
    await redisCommands(redis.url, [
      ['SELECT', '4'],
      ['SET', 'left-over', 'x'],
    ]);
    expect(await run(2)).toBe(3);
    expect(await redisCommands(redis.url, [['SELECT', '3'], ['DBSIZE']])).toBe(0);
    expect(await redisCommands(redis.url, [['SELECT', '4'], ['DBSIZE']])).toBe(0);
  });

  it('refuses a Redis with too few databases for the workers, saying so', async () => {
    await expect(run(8)).rejects.toThrow('The test Redis has 8 databases: 8 workers need more');
  });
});

describe('the test PostgreSQL cluster', () => {
  let postgres: LocalPostgres;
  afterAll(() => postgres?.stop());

  it('runs without fsync, synchronous commits or full pages in the WAL', async () => {
    postgres = await startLocalPostgres(join(dir, 'postgres'), { forTests: true });
    const client = new pg.Client({ connectionString: `${postgres.url}/postgres` });
    await client.connect();
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes')`,
    );
    await client.end();
    expect(Object.fromEntries(rows.map((row) => [row.name, row.setting]))).toEqual({
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    });
  });
});
