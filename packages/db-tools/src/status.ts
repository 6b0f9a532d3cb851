import { compareHistory, readHistory, type HistoryComparison } from './history.js';
import { readMigrations } from './migrations-dir.js';
import { databaseName, isMissingDatabase, withClient } from './pg-url.js';

export interface MigrationStatus extends HistoryComparison {
  databaseExists: boolean;
}

/**
 * Read-only: never creates the database or the history table, and takes no lock. It connects to the
 * URL's own database only, so a user that may reach nothing else can read its status.
 */
export async function migrationStatus(options: {
  databaseUrl: string;
  migrationsDir: string;
}): Promise<MigrationStatus> {
  const local = readMigrations(options.migrationsDir);
  databaseName(options.databaseUrl); // refuses a URL without a database before pg picks the user's name
  try {
    const rows = await withClient(options.databaseUrl, readHistory);
    return { databaseExists: true, ...compareHistory(local, rows) };
  } catch (error) {
    if (!isMissingDatabase(error)) throw error;
    return { databaseExists: false, ...compareHistory(local, []) };
  }
}

/** Human-readable lines for the CLI. */
export function formatStatus(status: MigrationStatus): string[] {
  const lines: string[] = [];
  if (!status.databaseExists) lines.push('Database does not exist yet (deploy creates it).');
  for (const a of status.applied) lines.push(`applied  ${a.name}  (${a.finishedAt.toISOString()})`);
  for (const p of status.pending) lines.push(`pending  ${p.name}`);
  for (const f of status.failed) lines.push(`FAILED   ${f.name}  (started ${f.startedAt.toISOString()})`);
  for (const e of status.edited) lines.push(`EDITED   ${e}  (migration.sql changed after it was applied)`);
  for (const m of status.missingLocally)
    lines.push(`unknown  ${m}  (applied, but not in the migrations folder)`);
  if (lines.length === 0) lines.push('No migrations.');
  return lines;
}
