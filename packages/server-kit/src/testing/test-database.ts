import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pg from 'pg';

/**
 * How a suite's database gets its tables: migrated once into a template database of the test server,
 * then cloned for each suite (a clone is a file copy; applying every migration again is not).
 */
export interface TestDatabaseTemplate {
  /** The service's migrations folder: the template is named after a hash of its files. */
  migrationsDir: string;
  /** Applies the migrations to an empty database: the service's own migration code. */
  migrate(databaseUrl: string): Promise<unknown>;
}

export const testServerUrl = (): string => {
  const value = process.env.TEST_DATABASE_URL;
  if (!value)
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests with `npm test` (or through jest, whose global setup starts Postgres and Redis)',
    );
  return value;
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Changes with any migration's name or text, so that an edited migration gets a new template. */
const templateNameOf = (migrationsDir: string): string => {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsDir).sort()) {
    hash.update(relative(migrationsDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return `template_${hash.digest('hex').slice(0, 20)}`;
};

const withDatabase = async <T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const withServer = <T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> =>
  withDatabase(`${server}/postgres`, work);

/**
 * The template for these migrations, built on first use. Suites of several workers (and workspaces)
 * start at once: an advisory lock lets one build it while the others wait. It is built under another
 * name and renamed when whole, so a run that died half-way leaves no template with half the tables.
 */
async function ensureTemplate(server: string, template: TestDatabaseTemplate): Promise<string> {
  const name = templateNameOf(template.migrationsDir);
  await withServer(server, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}"`);
      await client.query(`CREATE DATABASE "${building}"`);
      await template.migrate(`${server}/${building}`);
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      // Nobody may connect to it (a connection would make every clone fail), not even autovacuum.
      await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/**
 * A new database on the test server, its URL: empty, or with the migrations of `template` applied
 * (cloned from a template database migrated once per test server and set of migrations).
 */
export async function createTestDatabase(prefix: string, template?: TestDatabaseTemplate): Promise<string> {
  const server = testServerUrl();
  const source = template ? await ensureTemplate(server, template) : null;
  const name = `test_${prefix}_${randomBytes(4).toString('hex')}`;
  await withServer(server, (client) =>
    client.query(`CREATE DATABASE "${name}"${source ? ` TEMPLATE "${source}"` : ''}`),
  );
  return `${server}/${name}`;
}

/** Where a database keeps the copy of its rows that `resetTestDatabase` goes back to. */
const SNAPSHOT_SCHEMA = 'test_snapshot';

const tablesOf = async (client: pg.Client): Promise<string[]> =>
  (
    await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    )
  ).rows.map((row) => `"${row.tablename}"`);

/**
 * Keeps a copy of every table's rows (a service's own, after its start-up wrote what it writes), for
 * `resetTestDatabase` to go back to.
 */
export async function snapshotTestDatabase(databaseUrl: string): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    await client.query(`DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE; CREATE SCHEMA ${SNAPSHOT_SCHEMA}`);
    for (const table of await tablesOf(client))
      await client.query(`CREATE TABLE ${SNAPSHOT_SCHEMA}.${table} AS TABLE public.${table}`);
  });
}

/**
 * Every table back to its snapshot, in one transaction: what suites wrote is gone, what the service's
 * start-up wrote is back. Foreign keys are not checked while the rows go back (they held when taken).
 */
export async function resetTestDatabase(databaseUrl: string): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    const tables = await tablesOf(client);
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
      if (tables.length)
        await client.query(`TRUNCATE ${tables.map((table) => `public.${table}`).join(', ')}`);
      for (const table of tables)
        await client.query(`INSERT INTO public.${table} SELECT * FROM ${SNAPSHOT_SCHEMA}.${table}`);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}
