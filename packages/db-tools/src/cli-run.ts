import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BACKUP_USAGE, isBackupCommand, runBackupCommand } from './backup-cli.js';
import { applyMigrations } from './deploy.js';
import { createMigration, defaultMigrationsDir } from './diff.js';
import type { Logger } from './logger.js';
import { formatStatus, migrationStatus } from './status.js';
import { UsageError } from './usage-error.js';

const USAGE = `Usage: stillframe-db <diff|deploy|status> --schema <path/to/schema.prisma> [--name <name>] [--migrations <dir>]
       stillframe-db <backup|restore> --file <path.dump> [--clean]
  diff    write prisma/migrations/<timestamp>_<name>/migration.sql taking the migrations to the schema
  deploy  create the database if needed and apply pending migrations
  status  list applied and pending migrations
${BACKUP_USAGE}
DATABASE_URL (env) names the database; diff only needs a server where it may create databases.`;

/** Where the CLI writes; tests pass their own to capture output. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const OPTIONS = {
  schema: { type: 'string' },
  name: { type: 'string' },
  migrations: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(argv: string[], env: NodeJS.ProcessEnv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError((error as Error).message); // unknown or malformed flags
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help) return { help: true as const };
  if (!command || !['diff', 'deploy', 'status'].includes(command)) {
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument(s): ${extra.join(' ')}`);
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl)
    throw new UsageError('DATABASE_URL is not set (e.g. DATABASE_URL=postgres://user@host:5432/auth).');
  if (!values.schema && !(values.migrations && command !== 'diff'))
    throw new UsageError('--schema is required.');
  const schemaPath = values.schema ? path.resolve(values.schema) : undefined;
  if (schemaPath && !existsSync(schemaPath))
    throw new UsageError(`No Prisma schema at ${schemaPath} (from --schema).`);
  const migrationsDir = path.resolve(values.migrations ?? defaultMigrationsDir(schemaPath as string));
  return {
    help: false as const,
    command,
    databaseUrl,
    schemaPath,
    migrationsDir,
    name: values.name ?? 'migration',
  };
}

/** Runs one CLI command and returns the exit code: 0 ok, 1 failure, 2 usage error. Never throws. */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: CliOutput = console,
): Promise<number> {
  try {
    return await run(argv, env, out);
  } catch (error) {
    out.error(`stillframe-db: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageError) out.error(USAGE);
    return error instanceof UsageError ? 2 : 1;
  }
}

async function run(argv: string[], env: NodeJS.ProcessEnv, out: CliOutput): Promise<number> {
  const logger: Logger = { info: (m) => out.log(m), warn: (m) => out.error(`warning: ${m}`) };
  if (isBackupCommand(argv[0])) {
    if ((await runBackupCommand(argv, env, logger)) === 'help') out.log(USAGE);
    return 0;
  }
  const args = parse(argv, env);
  if (args.help) {
    out.log(USAGE);
    return 0;
  }
  const { command, databaseUrl, schemaPath, migrationsDir, name } = args;
  if (command === 'diff') {
    await createMigration({ databaseUrl, schemaPath: schemaPath as string, migrationsDir, name, logger });
  } else if (command === 'deploy') {
    await applyMigrations({ databaseUrl, migrationsDir, logger });
  } else {
    const status = await migrationStatus({ databaseUrl, migrationsDir });
    for (const line of formatStatus(status)) out.log(line);
    return status.failed.length + status.edited.length > 0 ? 1 : 0;
  }
  return 0;
}
