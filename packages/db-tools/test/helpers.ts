import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The test server, e.g. postgres://postgres@127.0.0.1:55439/postgres (see README "Tests"). */
export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('Set TEST_DATABASE_URL to a Postgres server where tests may create databases');
  return url;
}

export function urlFor(database: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

const created: string[] = [];

/** A unique database name (not created: deploy must create it), dropped in dropTestDatabases(). */
export function uniqueDatabase(label: string): { name: string; url: string } {
  const name = `dbtools_${label}_${randomBytes(4).toString('hex')}`;
  created.push(name);
  return { name, url: urlFor(name) };
}

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function dropTestDatabases(): Promise<void> {
  for (const name of created.splice(0)) {
    await query(urlFor('postgres'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Databases the engine creates; none may outlive a diff. */
export async function scratchDatabases(): Promise<string[]> {
  const rows = await query<{ datname: string }>(
    urlFor('postgres'),
    "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
  );
  return rows.map((r) => r.datname);
}

const tempDirs: string[] = [];

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dbtools-'));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes `<migrationsDir>/<name>/migration.sql`. */
export function writeMigrationFile(migrationsDir: string, name: string, sql: string): string {
  mkdirSync(path.join(migrationsDir, name), { recursive: true });
  const file = path.join(migrationsDir, name, 'migration.sql');
  writeFileSync(file, sql);
  return file;
}

/** A copy of the shop fixture as a service would lay it out: prisma/schema.prisma (+ migrations/). */
export function copyShopService(): { schemaPath: string; migrationsDir: string } {
  const root = tempDir();
  mkdirSync(path.join(root, 'prisma'));
  cpSync(path.join(FIXTURES, 'shop', 'schema.prisma'), path.join(root, 'prisma', 'schema.prisma'));
  return {
    schemaPath: path.join(root, 'prisma', 'schema.prisma'),
    migrationsDir: path.join(root, 'prisma', 'migrations'),
  };
}
