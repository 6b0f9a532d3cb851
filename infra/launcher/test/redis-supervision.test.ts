import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startInfrastructure, type Infrastructure } from '../src/infrastructure.js';
import { startLocalRedis, type LocalRedis } from '../src/redis.js';

// Real redis-server and PostgreSQL processes, started and killed the way a crash would.
const dir = mkdtempSync(join(tmpdir(), 'stillframe-launcher-redis-'));
// As root, PostgreSQL runs as the postgres user, who must enter the folder.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One inline command to Redis; null when nothing answers on the port. */
const ask = (url: string, command: string): Promise<string | null> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: Number(new URL(url).port) }, () =>
      socket.write(`${command}\r\n`),
    );
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString();
      // A bulk answer ($<length>) is complete once its body and final CRLF are in.
      const bulk = /^\$(\d+)\r\n/.exec(answer);
      if (!bulk || Buffer.byteLength(answer) >= bulk[0].length + Number(bulk[1]) + 2) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', () => resolve(null));
  });
const redisPid = async (url: string): Promise<number | null> => {
  const info = await ask(url, 'INFO server');
  const pid = info && /process_id:(\d+)/.exec(info);
  return pid ? Number(pid[1]) : null;
};
/**
 * Whether a child of this process is gone for good: reaped, so Node has seen its exit too (a killed
 * process stays a zombie until then, and a stop during that moment would not meet the bug).
 */
const reaped = (pid: number): boolean => !existsSync(`/proc/${pid}`);
/** Whether a process runs (an exited one its parent has not reaped yet counts as gone). */
const alive = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
const eventually = async <T>(probe: () => Promise<T | null | false>, what: string): Promise<T> => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the launcher supervises Redis', () => {
  let redis: LocalRedis | undefined;
  afterEach(() => redis?.stop());

  it('starts Redis again on the same port, with its data, after it was killed', async () => {
    const lines: string[] = [];
    redis = await startLocalRedis(join(dir, 'supervised'), {
      supervision: { firstDelayMs: 100 },
      report: { info: (line) => lines.push(line), error: (line) => lines.push(`ERROR ${line}`) },
    });
    expect(await ask(redis.url, 'SET kept yes')).toBe('+OK\r\n');
    const first = (await redisPid(redis.url))!;
    process.kill(first, 'SIGKILL');
    const second = await eventually(async () => {
      const pid = await redisPid(redis!.url);
      return pid !== null && pid !== first && pid;
    }, 'a new redis-server after SIGKILL');
    expect(alive(first)).toBe(false);
    expect(second).not.toBe(first);
    // The append-only file is replayed: what was written before the crash is still there.
    expect(await ask(redis.url, 'GET kept')).toBe('$3\r\nyes\r\n');
    expect(lines).toEqual([
      '[stillframe] redis exited unexpectedly (signal SIGKILL); restarting in 0.1 s (restart 1)',
      expect.stringMatching(/^\[stillframe\] redis restarted \(pid \d+\)$/),
    ]);
  });

  it('stops a Redis that was killed, its restart still pending, without waiting for ever', async () => {
    redis = await startLocalRedis(join(dir, 'stopped'), { supervision: { firstDelayMs: 60_000 } });
    const pid = (await redisPid(redis.url))!;
    process.kill(pid, 'SIGKILL');
    await eventually(async () => reaped(pid), 'redis-server gone');
    // Its restart is a minute away: stopping now cancels it and resolves.
    await redis.stop();
    expect(await ask(redis.url, 'PING')).toBeNull();
  });
});

describe('stopping the stack after Redis died', () => {
  let infrastructure: Infrastructure | undefined;
  afterAll(() => infrastructure?.stop());

  it('stops PostgreSQL and Redis', async () => {
    infrastructure = await startInfrastructure(join(dir, 'stack'), {});
    const postgresUrl = infrastructure.postgresUrl;
    const client = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
    await client.connect();
    const { rows } = await client.query<{ dir: string }>(`SELECT current_setting('data_directory') AS dir`);
    await client.end();
    // The postmaster's pid is the first line of its pid file.
    const postmaster = Number(readFileSync(join(rows[0]!.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const redisUrl = infrastructure.redisUrl;
    const firstRedis = (await redisPid(redisUrl))!;
    process.kill(firstRedis, 'SIGKILL');
    await eventually(async () => reaped(firstRedis), 'redis-server gone');

    await infrastructure.stop();
    infrastructure = undefined;

    // pg_ctl returns once the pid file is gone, a moment before the postmaster itself has exited.
    await eventually(async () => !alive(postmaster), 'the postmaster gone');
    expect(alive(firstRedis)).toBe(false);
    expect(await ask(redisUrl, 'PING')).toBeNull();
    const after = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
    await expect(after.connect()).rejects.toThrow(/ECONNREFUSED/);
  }, 120_000);
});
