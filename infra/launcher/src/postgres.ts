import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from '@stillframe/server-kit/ports';
import { aptInstall, isRoot, waitFor, which } from './system.js';

export interface LocalPostgres {
  /** Server URL without a database name: postgres://postgres@127.0.0.1:PORT */
  url: string;
  stop(): Promise<void>;
}

function findBinaries(): string | null {
  if (which('pg_ctl') && which('initdb')) return '';
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions
    .map((version) => join(root, version, 'bin'))
    .find((candidate) => existsSync(join(candidate, 'pg_ctl')));
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
  if (owner)
    execFileSync(
      'su',
      [owner, '-s', '/bin/sh', '-c', [bin, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ')],
      { stdio: 'pipe' },
    );
  else execFileSync(bin, args, { stdio: 'pipe' });
}

function ensurePostgresUser(): void {
  try {
    execFileSync('id', ['postgres'], { stdio: 'pipe' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/bin/sh', 'postgres'], {
      stdio: 'pipe',
    });
  }
}

const reachableByPostgres = (dir: string): boolean => {
  try {
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `cd '${dir.replace(/'/g, "'\\''")}'`], {
      stdio: 'pipe',
    });
    return true;
  } catch {
    return false;
  }
};

/**
 * As root, PostgreSQL runs as the postgres user, who must be able to enter the data folder. A clone
 * under a private folder (root's home is 0700) is out of its reach: the cluster then lives under
 * /var/lib/stillframe, in a folder named after the clone, so that data still survives restarts.
 */
function clusterDir(preferred: string): { dir: string; owner: string | null } {
  mkdirSync(preferred, { recursive: true });
  if (!isRoot()) return { dir: preferred, owner: null };
  ensurePostgresUser();
  execFileSync('chown', ['-R', 'postgres', preferred]);
  if (reachableByPostgres(preferred)) return { dir: preferred, owner: 'postgres' };
  const fallback = join(
    '/var/lib/stillframe',
    createHash('sha256').update(preferred).digest('hex').slice(0, 16),
    'postgres',
  );
  mkdirSync(fallback, { recursive: true });
  execFileSync('chown', ['-R', 'postgres', dirname(fallback)]);
  writeFileSync(
    join(preferred, 'WHERE-IS-THE-DATA.txt'),
    `The postgres user cannot enter this folder, so the cluster lives in ${fallback}\n`,
  );
  console.log(`[stillframe] PostgreSQL data: ${fallback} (the postgres user cannot reach ${preferred})`);
  return { dir: fallback, owner: 'postgres' };
}

export interface LocalPostgresOptions {
  /**
   * A cluster for a test run, thrown away afterwards: no fsync, no waiting for the WAL at commit, no
   * full pages in the WAL. A crash of the machine could corrupt it, which costs a test run nothing;
   * `npm start`'s cluster keeps every setting durable.
   */
  forTests?: boolean;
}

/** Settings for a test cluster only (see `forTests`); the order and names are PostgreSQL's. */
export const TEST_CLUSTER_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/** Starts (creating on first use) a PostgreSQL cluster whose data lives under `dir`. */
export async function startLocalPostgres(
  preferredDir: string,
  options: LocalPostgresOptions = {},
): Promise<LocalPostgres> {
  const bin = binaries();
  const tool = (name: string) => (bin ? join(bin, name) : name);
  const { dir, owner } = clusterDir(preferredDir);
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    asOwner(
      tool('initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions'],
      owner,
    );
  }
  const portFile = join(dir, 'port');
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(port));
  const settings = options.forTests ? TEST_CLUSTER_SETTINGS : ['fsync=on'];
  const serverOptions = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  asOwner(
    tool('pg_ctl'),
    ['-D', data, '-o', serverOptions, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start'],
    owner,
  );
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
