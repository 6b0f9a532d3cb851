import type pg from 'pg';
import { checksumMatches, type LocalMigration } from './migrations-dir.js';

/** Prisma's own DDL for the history table (schema-engine's postgres flavour), so the real CLI reads our rows. */
export const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

export interface HistoryRow {
  id: string;
  checksum: string;
  migration_name: string;
  logs: string | null;
  started_at: Date;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
}

/** Where the database stands relative to the migrations folder. */
export interface HistoryComparison {
  applied: { name: string; finishedAt: Date }[];
  pending: LocalMigration[];
  /** Recorded as started but never finished nor rolled back: Prisma refuses to go on (P3009), so do we. */
  failed: { name: string; startedAt: Date; logs: string | null }[];
  /** Applied, but migration.sql changed since. */
  edited: string[];
  /** Applied in the database, absent from the folder (e.g. an older build running against a newer database). */
  missingLocally: string[];
}

/** Reads the history table; a missing table means nothing was applied yet. */
export async function readHistory(client: pg.Client): Promise<HistoryRow[]> {
  const exists = await client.query(`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`);
  if (!exists.rows[0]?.present) return [];
  const result = await client.query<HistoryRow>(
    'SELECT id, checksum, migration_name, logs, started_at, finished_at, rolled_back_at, applied_steps_count ' +
      'FROM _prisma_migrations ORDER BY started_at, migration_name',
  );
  return result.rows;
}

/** Rolled-back rows are audit trail only, exactly as Prisma treats them. */
export function compareHistory(local: LocalMigration[], rows: HistoryRow[]): HistoryComparison {
  const live = rows.filter((row) => row.rolled_back_at === null);
  const finished = new Map(live.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r]));
  const localByName = new Map(local.map((m) => [m.name, m]));
  return {
    applied: [...finished.values()].map((r) => ({
      name: r.migration_name,
      finishedAt: r.finished_at as Date,
    })),
    pending: local.filter((m) => !finished.has(m.name)),
    failed: live
      .filter((r) => r.finished_at === null)
      .map((r) => ({ name: r.migration_name, startedAt: r.started_at, logs: r.logs })),
    edited: [...finished.values()]
      .filter((r) => {
        const file = localByName.get(r.migration_name);
        return file !== undefined && !checksumMatches(file.script, r.checksum);
      })
      .map((r) => r.migration_name),
    missingLocally: [...finished.keys()].filter((name) => !localByName.has(name)),
  };
}
