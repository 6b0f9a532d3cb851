import { readdirSync } from 'node:fs';
import pg from 'pg';
import { applyMigrations, migrationStatus } from '@stillframe/db-tools';
import { startTestPostgresServer, type TestPostgresServer } from '@stillframe/server-kit/testing';
import { migrationsDir } from '../src/bootstrap.js';

/**
 * Managed Postgres and PgBouncer often give a service's user its own database and nothing else. The
 * start-up migrations must work with such a user: this suite revokes CONNECT on the maintenance
 * databases for everyone, a server-wide change, so it runs on a Postgres server of its own.
 */
let postgres: TestPostgresServer;
const urlAs = (user: string, database: string) => {
  const url = new URL(`${postgres.url}/${database}`);
  url.username = user;
  return url.toString();
};

async function run<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const libraryMigrations = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

beforeAll(async () => {
  postgres = await startTestPostgresServer();
  const admin = urlAs('postgres', 'postgres');
  await run(admin, 'CREATE ROLE app_user LOGIN'); // NOCREATEDB: it cannot create a database either
  await run(admin, 'CREATE DATABASE app_only');
  await run(admin, 'REVOKE CONNECT ON DATABASE postgres, template1 FROM PUBLIC');
  await run(admin, 'GRANT CONNECT, CREATE ON DATABASE app_only TO app_user');
  await run(urlAs('postgres', 'app_only'), 'GRANT USAGE, CREATE ON SCHEMA public TO app_user');
});

afterAll(async () => {
  await postgres.remove();
});

describe('a database user that may reach only its own database', () => {
  it('cannot reach the postgres maintenance database (the premise of this suite)', async () => {
    await expect(run(urlAs('app_user', 'postgres'), 'SELECT 1')).rejects.toMatchObject({ code: '42501' });
  });

  it('applies the library migrations at start, and again finds nothing to do', async () => {
    const databaseUrl = urlAs('app_user', 'app_only');
    const first = await applyMigrations({ databaseUrl, migrationsDir });
    expect(first).toEqual({ createdDatabase: false, applied: libraryMigrations, alreadyApplied: [] });

    const tables = await run<{ tablename: string }>(
      databaseUrl,
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner = 'app_user'",
    );
    expect(tables.map((table) => table.tablename)).toEqual(expect.arrayContaining(['_prisma_migrations']));
    expect(tables.length).toBeGreaterThan(1);

    const second = await applyMigrations({ databaseUrl, migrationsDir });
    expect(second).toEqual({ createdDatabase: false, applied: [], alreadyApplied: libraryMigrations });
    const status = await migrationStatus({ databaseUrl, migrationsDir });
    expect(status).toMatchObject({ databaseExists: true, pending: [], failed: [] });
  });

  it('a missing database is refused with a clear error naming it and DATABASE_URL, not a crash', async () => {
    const databaseUrl = urlAs('app_user', 'app_missing');
    await expect(applyMigrations({ databaseUrl, migrationsDir })).rejects.toThrow(
      /^Database app_missing named by DATABASE_URL \(postgres:\/\/app_user@127\.0\.0\.1:\d+\/app_missing\) does not exist and cannot be created: .*permission denied for database "postgres".*Create it first/,
    );
    // Status only reads: it reports the database missing without needing the maintenance database.
    await expect(migrationStatus({ databaseUrl, migrationsDir })).resolves.toMatchObject({
      databaseExists: false,
      pending: libraryMigrations.map((name) => expect.objectContaining({ name })),
    });
  });

  it('a user that reaches postgres but may not create databases gets the same clear error', async () => {
    const admin = urlAs('postgres', 'postgres');
    await run(admin, 'CREATE ROLE reader LOGIN');
    await run(admin, 'GRANT CONNECT ON DATABASE postgres TO reader');
    await expect(
      applyMigrations({ databaseUrl: urlAs('reader', 'reader_db'), migrationsDir }),
    ).rejects.toThrow(
      /^Database reader_db named by DATABASE_URL .* does not exist and cannot be created: permission denied to create database\. Create it first/,
    );
  });
});
