import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { openEngine } from './engine.js';
import { silentLogger, type Logger } from './logger.js';
import { LOCKFILE_CONTENT, LOCKFILE_NAME, readMigrations, writeMigration } from './migrations-dir.js';

export interface DiffOptions {
  /** A server where we may create (and drop) throwaway databases; its own database is never touched. */
  databaseUrl: string;
  schemaPath: string;
  /** Defaults to `migrations` next to the schema, as with Prisma. */
  migrationsDir?: string;
}

export interface CreateMigrationOptions extends DiffOptions {
  name: string;
  logger?: Logger;
}

export interface CreateMigrationResult {
  /** Folder name, or null when the schema already matches the migrations. */
  migrationName: string | null;
  sqlPath: string | null;
  sql: string | null;
}

const NO_FILTERS = { externalTables: [], externalEnums: [] };

export function defaultMigrationsDir(schemaPath: string): string {
  return path.join(path.dirname(schemaPath), 'migrations');
}

/** The folder as the engine wants it. A missing lockfile is treated as postgresql: we write that one anyway. */
function migrationList(migrationsDir: string): MigrationList {
  const lockPath = path.join(migrationsDir, LOCKFILE_NAME);
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: LOCKFILE_NAME,
      content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : LOCKFILE_CONTENT,
    },
    shadowDbInitScript: '',
    migrationDirectories: readMigrations(migrationsDir).map((m) => ({
      path: m.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok' as const, value: m.script } },
    })),
  };
}

/**
 * SQL taking the state the migrations produce to the schema (`prisma migrate diff --from-migrations
 * --to-schema --script`), or null when there is nothing to do. The engine replays the migrations into a
 * temporary shadow database to learn that state.
 */
export async function diffSchema(options: DiffOptions): Promise<string | null> {
  const schemaPath = path.resolve(options.schemaPath);
  if (!existsSync(schemaPath)) throw new Error(`No Prisma schema at ${schemaPath}`);
  const migrationsDir = path.resolve(options.migrationsDir ?? defaultMigrationsDir(schemaPath));
  const content = readFileSync(schemaPath, 'utf8');
  const from = migrationList(migrationsDir);
  const session = await openEngine(options.databaseUrl, [[schemaPath, content]]);
  try {
    const result = await session.engine.diff({
      from: { tag: 'migrations', ...from },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content }] },
      script: true,
      exitCode: true, // the engine answers 2 when the diff is non-empty, 0 when there is nothing to migrate
      filters: NO_FILTERS,
    });
    return result.exitCode === 2 && result.stdout ? result.stdout : null;
  } finally {
    await session.close();
  }
}

/** `diff`, written as a new Prisma migration folder when needed (`prisma migrate dev --create-only`). */
export async function createMigration(options: CreateMigrationOptions): Promise<CreateMigrationResult> {
  const { logger = silentLogger } = options;
  const migrationsDir = path.resolve(options.migrationsDir ?? defaultMigrationsDir(options.schemaPath));
  const sql = await diffSchema({ ...options, migrationsDir });
  if (sql === null) {
    logger.info('Schema and migrations are in sync: no migration needed, nothing written.');
    return { migrationName: null, sqlPath: null, sql: null };
  }
  const migrationName = writeMigration(migrationsDir, options.name, sql);
  const sqlPath = path.join(migrationsDir, migrationName, 'migration.sql');
  logger.info(`Wrote ${sqlPath}`);
  return { migrationName, sqlPath, sql };
}
