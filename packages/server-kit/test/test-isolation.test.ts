import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import {
  createTestDatabase,
  resetTestDatabase,
  snapshotTestDatabase,
  type TestDatabaseTemplate,
} from '../src/testing/test-database.js';
import { flushTestRedis, testRedisUrl } from '../src/testing/test-infrastructure.js';

// What lets suites run side by side: each jest worker has a Redis database of its own, and a suite's
// database is a clone of a template migrated once, not a migration from scratch.

const query = async (url: string, sql: string): Promise<unknown[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

describe('a suite database cloned from a template', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stillframe-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A migrations folder of its own (a new name each run: a new template) and a migrate that counts. */
  const templateIn = (folder: string, table: string) => {
    mkdirSync(join(dir, folder, '0001_init'), { recursive: true });
    writeFileSync(join(dir, folder, '0001_init', 'migration.sql'), `-- ${randomUUID()}\n`);
    const calls: string[] = [];
    const template: TestDatabaseTemplate = {
      migrationsDir: join(dir, folder),
      migrate: async (databaseUrl) => {
        calls.push(databaseUrl);
        await query(
          databaseUrl,
          `CREATE TABLE ${table} (id int primary key); INSERT INTO ${table} VALUES (7)`,
        );
      },
    };
    return { template, calls };
  };

  it('migrates once, however many suites ask at once, and each gets a database of its own', async () => {
    const { template, calls } = templateIn('once', 'migrated_once');
    const urls = await Promise.all([1, 2, 3].map(() => createTestDatabase('isolation', template)));
    urls.push(await createTestDatabase('isolation', template));
    expect(calls).toHaveLength(1);
    expect(new Set(urls).size).toBe(4);
    for (const url of urls) expect(await query(url, 'SELECT id FROM migrated_once')).toEqual([{ id: 7 }]);
    await query(urls[0]!, 'INSERT INTO migrated_once VALUES (8)');
    expect(await query(urls[1]!, 'SELECT id FROM migrated_once')).toEqual([{ id: 7 }]);
  });

  it('builds a new template when a migration changes', async () => {
    const first = templateIn('changing', 'first_version');
    await createTestDatabase('isolation', first.template);
    const second = templateIn('changing', 'second_version'); // same folder, new text
    const url = await createTestDatabase('isolation', second.template);
    expect(second.calls).toHaveLength(1);
    expect(await query(url, 'SELECT id FROM second_version')).toEqual([{ id: 7 }]);
  });

  it('leaves no half-built template behind a migration that failed', async () => {
    const failing = templateIn('failing', 'never_made');
    const broken = { ...failing.template, migrate: () => Promise.reject(new Error('broken migration')) };
    await expect(createTestDatabase('isolation', broken)).rejects.toThrow('broken migration');
    const url = await createTestDatabase('isolation', failing.template);
    expect(await query(url, 'SELECT id FROM never_made')).toEqual([{ id: 7 }]);
  });

  it('is empty without a template', async () => {
    const url = await createTestDatabase('isolation');
    expect(await query(url, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
  });
});

describe("a jest worker's Redis database", () => {
  const withWorker = <T>(worker: string, work: () => T): T => {
    const before = process.env.JEST_WORKER_ID;
    process.env.JEST_WORKER_ID = worker;
    try {
      return work();
    } finally {
      process.env.JEST_WORKER_ID = before;
    }
  };

  it('is one of the block jest reserved for this run, one per worker, never database 0', () => {
    const first = Number(process.env.TEST_REDIS_FIRST_DATABASE);
    expect(first).toBeGreaterThan(0);
    expect(withWorker('1', testRedisUrl)).toMatch(new RegExp(`/${first}$`));
    expect(withWorker('2', testRedisUrl)).toMatch(new RegExp(`/${first + 1}$`));
  });

  it("is all that flushTestRedis empties: another worker's keys stay", async () => {
    const mine = new Redis(withWorker('1', testRedisUrl));
    const theirs = new Redis(withWorker('2', testRedisUrl));
    try {
      await mine.set('isolation:key', 'mine');
      await theirs.set('isolation:key', 'theirs');
      await withWorker('1', flushTestRedis);
      expect(await mine.get('isolation:key')).toBeNull();
      expect(await theirs.get('isolation:key')).toBe('theirs');
    } finally {
      await theirs.del('isolation:key');
      mine.disconnect();
      theirs.disconnect();
    }
  });
});

describe('a database a service keeps between suites', () => {
  it('goes back to its snapshot: rows written since are gone, rows deleted since are back', async () => {
    const url = await createTestDatabase('reset');
    await query(
      url,
      `CREATE TABLE account (id text primary key);
       CREATE TABLE note (id text primary key, account text not null references account (id));
       INSERT INTO account VALUES ('admin'); INSERT INTO note VALUES ('welcome', 'admin')`,
    );
    await snapshotTestDatabase(url);
    await query(
      url,
      `INSERT INTO account VALUES ('visitor'); INSERT INTO note VALUES ('mine', 'visitor');
       DELETE FROM note WHERE id = 'welcome'`,
    );

    await resetTestDatabase(url);
    expect(await query(url, 'SELECT id FROM account ORDER BY id')).toEqual([{ id: 'admin' }]);
    expect(await query(url, 'SELECT id, account FROM note')).toEqual([{ id: 'welcome', account: 'admin' }]);
    // Foreign keys hold again after the reset.
    await expect(query(url, `INSERT INTO note VALUES ('orphan', 'nobody')`)).rejects.toThrow(/foreign key/);
  });
});
