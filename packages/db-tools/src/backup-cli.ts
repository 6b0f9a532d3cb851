import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, restoreDatabase } from './backup.js';
import type { Logger } from './logger.js';
import { UsageError } from './usage-error.js';

export const BACKUP_COMMANDS = ['backup', 'restore'] as const;
export type BackupCommand = (typeof BACKUP_COMMANDS)[number];

export const BACKUP_USAGE = `  backup  pg_dump the database in custom format to --file (written as <file>.partial, then renamed)
  restore pg_restore --file into the database (created if missing and the user may), as the URL's user
          without the dump's owners and grants, in one transaction; refuses a database that is not
          empty unless --clean (drop and recreate the dump's objects)
  pg_dump and pg_restore come from PG_BIN, PATH or /usr/lib/postgresql/<newest>/bin.`;

export const isBackupCommand = (command: string | undefined): command is BackupCommand =>
  (BACKUP_COMMANDS as readonly string[]).includes(command ?? '');

const OPTIONS = {
  file: { type: 'string', short: 'f' },
  clean: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `backup` and `restore`: the same DATABASE_URL as the other commands, a dump file instead of a schema. */
export async function runBackupCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<'help' | 'done'> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [command, ...extra] = positionals;
  if (!isBackupCommand(command)) throw new UsageError(`Unknown command "${command}".`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument(s): ${extra.join(' ')}`);
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl)
    throw new UsageError('DATABASE_URL is not set (e.g. DATABASE_URL=postgres://user@host:5432/auth).');
  if (!values.file)
    throw new UsageError(
      `--file is required (the dump ${command} ${command === 'backup' ? 'writes' : 'reads'}).`,
    );
  if (command === 'backup' && values.clean) throw new UsageError('--clean is an option of restore only.');
  const file = path.resolve(values.file);
  if (command === 'backup') await backupDatabase({ databaseUrl, file, logger, env });
  else await restoreDatabase({ databaseUrl, file, clean: values.clean ?? false, logger, env });
  return 'done';
}
