import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { aptInstall, freePort, isRoot, waitFor, which } from './system.js';

export interface LocalPostgres {
  /** Server URL without a database name: postgres://postgres@127.0.0.1:PORT */
  url: string;
  stop(): Promise<void>;
}

function findBinaries(): string | null {
  if (which('pg_ctl') && which('initdb')) return '';
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((version) => join(root, version, 'bin')).find((candidate) => existsSync(join(candidate, 'pg_ctl')));
  return dir ?? null;
}

function binaries(): string {
  const found = findBinaries();
  if (found !== null) return found;
  aptInstall(['postgresql'], 'PostgreSQL');
  const installed = findBinaries();
  if (installed === null) throw new Error('PostgreSQL was installed but pg_ctl was not found');
  return installed;
}

/** Runs a server binary as the postgres user when we are root (initdb and postgres refuse root). */
function asOwner(bin: string, args: string[], owner: string | null): void {
  if (owner) execFileSync('su', [owner, '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ')], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

function ensureOwner(dir: string): string | null {
  if (!isRoot()) return null;
  try {
    execFileSync('id', ['postgres'], { stdio: 'pipe' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/bin/sh', 'postgres'], { stdio: 'pipe' });
  }
  execFileSync('chown', ['-R', 'postgres', dir]);
  return 'postgres';
}

/** Starts (creating on first use) a PostgreSQL cluster whose data lives under `dir`. */
export async function startLocalPostgres(dir: string): Promise<LocalPostgres> {
  const bin = binaries();
  const tool = (name: string) => (bin ? join(bin, name) : name);
  mkdirSync(dir, { recursive: true });
  const owner = ensureOwner(dir);
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    asOwner(tool('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'], owner);
  }
  const portFile = join(dir, 'port');
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(port));
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`;
  asOwner(tool('pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start'], owner);
  const url = `postgres://postgres@127.0.0.1:${port}`;
  await waitFor(async () => {
    const client = new pg.Client({ connectionString: `${url}/postgres` });
    await client.connect();
    await client.end();
    return true;
  }, 'PostgreSQL');
  return {
    url,
    stop: async () => {
      asOwner(tool('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], owner);
    },
  };
}

