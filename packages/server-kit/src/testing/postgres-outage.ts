import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from '../ports/free-port.js';

/** Stops and starts the test PostgreSQL server itself (same port, same data), for outage tests. */
export interface TestPostgresControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

const pgBinary = (name: 'pg_ctl' | 'initdb'): string => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin', name)).find((path) => existsSync(path));
  return found ?? name;
};

/** Runs a server binary as the owner of the folder (PostgreSQL refuses to run as root). */
const runAsOwner = (dataDir: string, args: string[], binary: 'pg_ctl' | 'initdb' = 'pg_ctl'): void => {
  const uid = statSync(dataDir).uid;
  const command = [pgBinary(binary), ...args];
  if (process.getuid?.() === uid) {
    execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
    return;
  }
  const owner = execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).trim();
  const quoted = command.map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ');
  execFileSync('su', [owner, '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
};

/**
 * Control over the server at `server` (TEST_DATABASE_URL by default); the test must start it again
 * before it ends. Stopping the shared test server would fail every suite running beside this one: a
 * suite that stops Postgres runs on a server of its own (`startTestPostgresServer`).
 */
export async function testPostgresControl(
  server = process.env.TEST_DATABASE_URL,
): Promise<TestPostgresControl> {
  if (!server) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest or `npm test`');
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  const { rows } = await client.query<{ setting: string; name: string }>(
    `SELECT name, setting FROM pg_settings
      WHERE name IN ('data_directory', 'port', 'unix_socket_directories', 'listen_addresses', 'max_connections',
                     'fsync', 'synchronous_commit', 'full_page_writes')`,
  );
  await client.end();
  const setting = (name: string) => rows.find((row) => row.name === name)?.setting ?? '';
  const dataDir = setting('data_directory');
  const options = [
    `-p ${setting('port')}`,
    setting('unix_socket_directories') ? `-k ${setting('unix_socket_directories')}` : '',
    `-c listen_addresses=${setting('listen_addresses')}`,
    `-c max_connections=${setting('max_connections')}`,
    // Started again as it was: a test cluster without fsync stays one (the launcher's test settings).
    ...['fsync', 'synchronous_commit', 'full_page_writes'].map((name) => `-c ${name}=${setting(name)}`),
  ].join(' ');
  return {
    stop: async () => runAsOwner(dataDir, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    start: async () =>
      runAsOwner(dataDir, [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        join(dirname(dataDir), 'postgres.log'),
        '-w',
        '-t',
        '60',
        'start',
      ]),
  };
}

/** A PostgreSQL server of a suite's own, which it may stop and start again (`control`). */
export interface TestPostgresServer {
  /** Server URL without a database name, like TEST_DATABASE_URL. */
  url: string;
  control: TestPostgresControl;
  /** Stops it for good and removes its data. */
  remove(): Promise<void>;
}

/**
 * A new cluster in a temporary folder (tuned like the test cluster: no fsync), on a free port. As
 * root the cluster belongs to the postgres user, as the launcher's does.
 */
export async function startTestPostgresServer(): Promise<TestPostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'stillframe-postgres-'));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  runAsOwner(
    dir,
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions', '--no-sync'],
    'initdb',
  );
  const port = await freePort();
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  runAsOwner(data, ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}`;
  const control = await testPostgresControl(url);
  return {
    url,
    control,
    remove: async () => {
      try {
        runAsOwner(data, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped (a test that ended while it was down).
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
