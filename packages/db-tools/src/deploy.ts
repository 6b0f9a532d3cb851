import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type pg from 'pg';
import { compareHistory, CREATE_MIGRATIONS_TABLE, readHistory, type HistoryComparison } from './history.js';
import { silentLogger, type Logger } from './logger.js';
import { readMigrations, type LocalMigration } from './migrations-dir.js';
import { connectCreatingDatabase, databaseName, redactUrl } from './pg-url.js';

/** Prisma Migrate's advisory lock key: sharing it serialises us with the real `prisma migrate deploy` too. */
export const PRISMA_ADVISORY_LOCK_KEY = 72707369;

export interface ApplyMigrationsOptions {
  databaseUrl: string;
  migrationsDir: string;
  logger?: Logger;
  /** How long to wait for another deploy holding the lock. Prisma gives up after 10 s; a slow migration needs more. */
  lockTimeoutMs?: number;
}

export interface ApplyMigrationsResult {
  createdDatabase: boolean;
  applied: string[];
  alreadyApplied: string[];
}

/**
 * Applies pending migrations with plain `pg` (no wasm engine: this runs at every service start).
 * Each migration runs in its own transaction together with its `_prisma_migrations` row, so a failure
 * leaves neither half-applied DDL nor a row behind, and the next start simply retries it.
 */
export async function applyMigrations(options: ApplyMigrationsOptions): Promise<ApplyMigrationsResult> {
  const { databaseUrl, migrationsDir, logger = silentLogger, lockTimeoutMs = 120_000 } = options;
  if (!existsSync(migrationsDir)) throw new Error(`No migrations folder at ${migrationsDir}`);
  const local = readMigrations(migrationsDir); // before connecting: a broken checkout fails fast
  const dbName = databaseName(databaseUrl);
  const { client, createdDatabase } = await connectCreatingDatabase(databaseUrl);
  if (createdDatabase) logger.info(`Created database ${dbName}`);

  try {
    await acquireLock(client, lockTimeoutMs, databaseUrl);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const state = compareHistory(local, await readHistory(client));
      refuseBrokenHistory(state, dbName);
      for (const name of state.missingLocally) {
        logger.warn(`Migration ${name} is applied in ${dbName} but missing from ${migrationsDir}`);
      }
      const applied: string[] = [];
      for (const migration of state.pending) {
        await applyOne(client, migration);
        applied.push(migration.name);
        logger.info(`Applied migration ${migration.name}`);
      }
      if (applied.length === 0) logger.info(`No pending migrations for ${dbName}`);
      return { createdDatabase, applied, alreadyApplied: state.applied.map((a) => a.name) };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

async function acquireLock(client: pg.Client, timeoutMs: number, databaseUrl: string): Promise<void> {
  // lock_timeout also bounds advisory-lock waits; reset afterwards so it does not cut migration statements short.
  await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for the migration lock (pg_advisory_lock(${PRISMA_ADVISORY_LOCK_KEY})) ` +
          `on ${redactUrl(databaseUrl)}: another deploy is running or a session still holds the lock`,
        { cause: error },
      );
    }
    throw error;
  }
  await client.query('RESET lock_timeout');
}

function refuseBrokenHistory(state: HistoryComparison, dbName: string): void {
  if (state.failed.length > 0) {
    const list = state.failed.map((f) => `${f.name} (started ${f.startedAt.toISOString()})`).join(', ');
    throw new Error(
      `Database ${dbName} has failed migrations recorded in _prisma_migrations: ${list}. ` +
        'Repair the database by hand, then mark them with `prisma migrate resolve --rolled-back <name>` ' +
        '(or set rolled_back_at on their rows) before deploying again.',
    );
  }
  if (state.edited.length > 0) {
    throw new Error(
      `Refusing to deploy to ${dbName}: migration.sql of already-applied migration(s) ${state.edited.join(', ')} ` +
        'changed since they were applied (checksum mismatch). Restore the original files and put the change in a new migration.',
    );
  }
}

async function applyOne(client: pg.Client, migration: LocalMigration): Promise<void> {
  await client.query('BEGIN');
  try {
    // Sent whole, as one simple-protocol query: splitting on ';' would break function bodies and string literals.
    await client.query(migration.script);
    await client.query(
      `INSERT INTO _prisma_migrations
         (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
       VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw new Error(
      `Migration ${migration.name} failed and was rolled back: ${describePgError(error, migration.script)}`,
      {
        cause: error,
      },
    );
  }
}

/** pg reports a character offset into the script; a line number is what a person can act on. */
function describePgError(error: unknown, script: string): string {
  const { message, code, position } = error as { message?: string; code?: string; position?: string };
  const offset = Number(position);
  const where =
    Number.isFinite(offset) && offset > 0
      ? ` at line ${script.slice(0, offset).split('\n').length} of migration.sql`
      : '';
  return `${message ?? String(error)}${code ? ` (SQLSTATE ${code})` : ''}${where}`;
}

export type { HistoryComparison, LocalMigration };
