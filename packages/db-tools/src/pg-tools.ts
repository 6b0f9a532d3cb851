import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger.js';
import { databaseName } from './pg-url.js';

/** The PostgreSQL client programs backups run. */
export type PgTool = 'pg_dump' | 'pg_restore';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * Where a client program is: in PG_BIN when set, else on PATH, else in the newest Debian install
 * (`/usr/lib/postgresql/<version>/bin`, where infra/launcher finds pg_ctl). pg_dump refuses a server
 * newer than itself, so PG_BIN names a newer one when PATH holds an older one.
 */
export function findPgTool(tool: PgTool, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) {
    const file = path.join(env.PG_BIN, tool);
    if (!existsSync(file)) throw new Error(`No ${tool} in PG_BIN (${env.PG_BIN})`);
    return file;
  }
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const onPath = dirs.map((dir) => path.join(dir, tool)).find((file) => existsSync(file));
  if (onPath) return onPath;
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT).sort((a, b) => Number(b) - Number(a))
    : [];
  const installed = versions
    .map((version) => path.join(DEBIAN_ROOT, version, 'bin', tool))
    .find((file) => existsSync(file));
  if (installed) return installed;
  throw new Error(
    `${tool} was not found on PATH nor under ${DEBIAN_ROOT}/*/bin. Install the PostgreSQL client of the ` +
      "server's major version or newer (Debian: apt-get install postgresql-client), or set PG_BIN to its bin folder.",
  );
}

/**
 * The URL as libpq reads it, without its password, which goes to PGPASSWORD instead: a password in
 * the arguments would show in every process list.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  databaseName(databaseUrl); // a URL that is not postgres:// or names no database fails here, by name
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Runs pg_dump or pg_restore against the URL's database, never prompting for a password. A failure
 * carries the program's own message; what it prints on success (warnings) goes to the logger.
 */
export async function runPgTool(
  tool: PgTool,
  args: string[],
  options: { databaseUrl: string; env: NodeJS.ProcessEnv; logger: Logger },
): Promise<void> {
  const { dbname, env } = libpqConnection(options.databaseUrl);
  const program = findPgTool(tool, options.env);
  const child = spawn(program, ['--no-password', `--dbname=${dbname}`, ...args], {
    env: { ...options.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const said = stderr.trim();
  if (code !== 0) throw new Error(`${tool} failed (exit code ${code}): ${said || 'no message'}`);
  if (said) options.logger.warn(`${tool}: ${said}`);
}
