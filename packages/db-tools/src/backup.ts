import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import type pg from 'pg';
import { silentLogger, type Logger } from './logger.js';
import { connectCreatingDatabase, databaseName, redactUrl, withClient } from './pg-url.js';
import { findPgTool, runPgTool } from './pg-tools.js';

export interface BackupOptions {
  /** The app's DATABASE_URL (or any user that may read every table of it). */
  databaseUrl: string;
  /** Where the dump goes; written under `<file>.partial` first, so a failed dump never looks like a backup. */
  file: string;
  logger?: Logger;
  /** PATH and PG_BIN to find pg_dump; the process's own by default. */
  env?: NodeJS.ProcessEnv;
}

export interface RestoreOptions {
  databaseUrl: string;
  /** A dump in pg_dump's custom format (what `backupDatabase` writes). */
  file: string;
  /** Drop and recreate the dump's objects in a database that already holds them. Without it, a database that is not empty is refused. */
  clean?: boolean;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
}

/** A restore that would have written over data it was not told to replace. */
export class RestoreRefusedError extends Error {}

const SHOWN = 5;

/**
 * Dumps one database with `pg_dump --format=custom`: compressed, restorable table by table, and
 * carrying owners and grants that a restore may ignore (`restoreDatabase` does).
 */
export async function backupDatabase(options: BackupOptions): Promise<{ file: string; bytes: number }> {
  const { databaseUrl, file, logger = silentLogger, env = process.env } = options;
  const name = databaseName(databaseUrl);
  const partial = `${file}.partial`;
  try {
    await runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], { databaseUrl, env, logger });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new Error(`Backup of ${name} (${redactUrl(databaseUrl)}) failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const bytes = statSync(file).size;
  logger.info(`Wrote ${file} (${bytes} bytes) from ${name}`);
  return { file, bytes };
}

/**
 * Restores a dump into the URL's database, creating it when it is missing and the user may. Objects
 * are created as the URL's user, without the dump's owners and grants (`--no-owner --no-acl`), so a
 * user that owns only this database can restore it, on another server with other role names too. The
 * whole restore is one transaction: it lands entirely or leaves the database as it was.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<{ createdDatabase: boolean }> {
  const { databaseUrl, file, clean = false, logger = silentLogger, env = process.env } = options;
  const name = databaseName(databaseUrl);
  assertCustomArchive(file);
  const { client, createdDatabase } = await connectCreatingDatabase(databaseUrl);
  let present: string[];
  try {
    present = await userObjects(client);
  } finally {
    await client.end();
  }
  if (createdDatabase) logger.info(`Created database ${name}`);
  if (present.length > 0 && !clean) {
    throw new RestoreRefusedError(
      `Refusing to restore into ${name} (${redactUrl(databaseUrl)}): the database is not empty ` +
        `(${describe(present)}). Restore into an empty database (drop it and create it again), ` +
        'or pass --clean to drop and recreate the objects the dump holds.',
    );
  }
  const cleanArgs = clean ? ['--clean', '--if-exists'] : [];
  await runPgTool(
    'pg_restore',
    ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', ...cleanArgs, file],
    { databaseUrl, env, logger },
  );
  // pg_restore leaves the planner without statistics until autovacuum comes round.
  await withClient(databaseUrl, (analyze) => analyze.query('ANALYZE'));
  if (clean) warnAboutLeftovers(present, file, env, logger);
  logger.info(`Restored ${file} into ${name}`);
  return { createdDatabase };
}

/** pg_restore reads only its archive formats; say so plainly rather than pass on its message. */
function assertCustomArchive(file: string): void {
  const head = Buffer.alloc(5);
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    throw new Error(`Cannot read the dump ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    readSync(descriptor, head, 0, head.length, 0);
  } finally {
    closeSync(descriptor);
  }
  if (head.toString('latin1') !== 'PGDMP') {
    throw new Error(
      `${file} is not a pg_dump custom-format archive (one written by \`stillframe-db backup\` or \`pg_dump --format=custom\`); ` +
        'a plain SQL dump is restored with psql instead.',
    );
  }
}

const USER_SCHEMA = (alias: string) =>
  `${alias}.nspname NOT IN ('pg_catalog', 'information_schema') AND ${alias}.nspname NOT LIKE 'pg\\_%'`;

/** Relations, types, functions and schemas a restore could collide with; extensions' own are left out. */
const USER_OBJECTS = `
SELECT kind || ' ' || name AS object FROM (
  SELECT CASE c.relkind WHEN 'S' THEN 'sequence' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view'
                        WHEN 'f' THEN 'foreign table' ELSE 'table' END AS kind,
         n.nspname || '.' || c.relname AS name, c.oid, 'pg_class'::regclass AS catalog
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${USER_SCHEMA('n')}
  UNION ALL
  SELECT CASE t.typtype WHEN 'd' THEN 'domain' ELSE 'type' END, n.nspname || '.' || t.typname, t.oid, 'pg_type'::regclass
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
   WHERE t.typtype IN ('e', 'd', 'r') AND ${USER_SCHEMA('n')}
  UNION ALL
  SELECT 'function', n.nspname || '.' || p.proname, p.oid, 'pg_proc'::regclass
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE ${USER_SCHEMA('n')}
  UNION ALL
  SELECT 'schema', n.nspname, n.oid, 'pg_namespace'::regclass
    FROM pg_namespace n WHERE n.nspname <> 'public' AND ${USER_SCHEMA('n')}
) objects
WHERE NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = objects.catalog AND d.objid = objects.oid AND d.deptype = 'e')
ORDER BY kind <> 'table', kind, name`;

async function userObjects(client: pg.Client): Promise<string[]> {
  return (await client.query<{ object: string }>(USER_OBJECTS)).rows.map((row) => row.object);
}

function describe(objects: string[]): string {
  const shown = objects.slice(0, SHOWN).join(', ');
  const more = objects.length > SHOWN ? ` and ${objects.length - SHOWN} more` : '';
  return `${objects.length} object${objects.length === 1 ? '' : 's'}: ${shown}${more}`;
}

/**
 * `--clean` replaces what the dump holds and nothing else. A table the dump lacks (say, from a
 * migration newer than the dump) stays, while the restored `_prisma_migrations` no longer lists its
 * migration: the service's next start would fail creating it again. Name such tables.
 */
function warnAboutLeftovers(present: string[], file: string, env: NodeJS.ProcessEnv, logger: Logger): void {
  const listed = spawnSync(findPgTool('pg_restore', env), ['--list', file], { encoding: 'utf8', env });
  if (listed.status !== 0) return;
  const inDump = new Set(
    listed.stdout
      .split('\n')
      .map((line) => /^\d+; \d+ \d+ TABLE (\S+) (.+) \S+$/.exec(line))
      .filter((match) => match !== null)
      .map(([, schema, table]) => `table ${schema}.${table}`),
  );
  const leftovers = present.filter((object) => object.startsWith('table ') && !inDump.has(object));
  if (leftovers.length > 0) {
    logger.warn(
      `Not in the dump, left in place by --clean: ${leftovers.join(', ')}. Drop them (or restore into an empty database) ` +
        'if the restored migrations history should not include them.',
    );
  }
}
