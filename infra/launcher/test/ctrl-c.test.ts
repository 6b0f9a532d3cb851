import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@stillframe/server-kit/ports';
import { builtAppEnv } from '@stillframe/server-kit/testing';

// `npm start` itself (dist/start.js, so the apps must be built), stopped the way a terminal's Ctrl-C
// does it: SIGINT to the whole foreground process group.
const start = fileURLToPath(new URL('../dist/start.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'stillframe-launcher-ctrl-c-'));
// As root, PostgreSQL runs as the postgres user, who must enter the folder.
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const running = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
/** The launcher's redis-server children: pid and port (from `redis-server 127.0.0.1:<port>`). */
const redisChildren = (parent: number): Array<{ pid: number; port: number }> =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(/^\d+ \(.*\) \S (\d+)/.exec(stat)?.[1]);
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        const port = /^redis-server 127\.0\.0\.1:(\d+)/.exec(command)?.[1];
        return ppid === parent && port ? [{ pid: Number(entry), port: Number(port) }] : [];
      } catch {
        return [];
      }
    });
const answersPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => (resolve(data.toString().startsWith('+PONG')), socket.destroy()));
    socket.on('error', () => resolve(false));
  });
const eventually = async <T>(probe: () => Promise<T | null | false> | T | null | false, what: string) => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

it('Ctrl-C stops PostgreSQL and Redis after Redis was killed', async () => {
  const launcher = spawn(process.execPath, [start], {
    env: builtAppEnv({ PORT: String(await freePort()), STILLFRAME_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    // A process group of its own, as a terminal gives `npm start`: Ctrl-C is sent to all of it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));
  // The launcher's messages and the apps' complaints while Redis is away, kept for a failure's message.
  let output = '';
  for (const stream of [launcher.stdout!, launcher.stderr!])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let postmaster: number | undefined;
  try {
    await eventually(() => output.includes('Stillframe is running'), `the launcher to start:\n${output}`);
    postmaster = Number(readFileSync(join(dataDir, 'postgres/data/postmaster.pid'), 'utf8').split('\n')[0]);
    const [redis] = redisChildren(launcher.pid!);
    expect(redis).toBeDefined();
    process.kill(redis!.pid, 'SIGKILL');
    // The launcher starts Redis again on its port.
    await eventually(async () => {
      const now = redisChildren(launcher.pid!);
      return now.some((child) => child.pid !== redis!.pid) && (await answersPing(redis!.port));
    }, 'Redis restarted');
    expect(output).toMatch(/redis exited unexpectedly \(signal SIGKILL\); restarting in 1 s/);

    process.kill(-launcher.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    await eventually(() => !running(postmaster!), 'the postmaster gone');
    expect(await answersPing(redis!.port)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres/data/postmaster.pid'))).toBe(false);
  } finally {
    // After a failure, nothing is left behind: PostgreSQL has a session of its own (pg_ctl).
    const redises = redisChildren(launcher.pid!);
    if (launcher.exitCode === null) process.kill(-launcher.pid!, 'SIGKILL');
    if (postmaster && running(postmaster)) process.kill(postmaster, 'SIGINT');
    for (const { pid } of redises) process.kill(pid, 'SIGKILL');
  }
}, 180_000);
