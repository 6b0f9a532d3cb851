import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';

/** Stops and starts the test PostgreSQL server itself (same port, same data), for outage tests. */
export interface TestPostgresControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

const pgCtl = (): string => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin', 'pg_ctl')).find((path) => existsSync(path));
  return found ?? 'pg_ctl';
};

/** Runs pg_ctl as the owner of the data folder (PostgreSQL refuses to run as root). */
const runAsOwner = (dataDir: string, args: string[]): void => {
  const uid = statSync(dataDir).uid;
  const command = [pgCtl(), ...args];
  if (process.getuid?.() === uid) {
    execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
    return;
  }
  const owner = execFileSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).trim();
  const quoted = command.map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ');
  execFileSync('su', [owner, '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
};

/** Control over the server at TEST_DATABASE_URL; the test must start it again before it ends. */
export async function testPostgresControl(): Promise<TestPostgresControl> {
  const server = process.env.TEST_DATABASE_URL;
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
