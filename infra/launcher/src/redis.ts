import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import type { SupervisionPolicy } from './supervision.js';
import { superviseProcess, type Report } from './supervised-process.js';
import { aptInstall, freePort, waitFor, which } from './system.js';

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

export interface LocalRedisOptions {
  supervision?: Partial<SupervisionPolicy>;
  report?: Report;
  /**
   * Its own process group, so that Ctrl-C in the terminal reaches the launcher only, which stops Redis
   * after the apps (they would otherwise log Redis errors on the way down, or see it restarted). Only
   * for a launcher that stops it on every signal (start.ts): otherwise Redis would outlive a Ctrl-C.
   */
  ownProcessGroup?: boolean;
}

const answersPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.on('error', () => resolve(false));
  });

/**
 * Starts a redis-server with its data (append-only file) under `dir`, supervised like the apps: after
 * a crash it is started again on the same port with the same data, so the apps reconnect to it.
 */
export async function startLocalRedis(dir: string, options: LocalRedisOptions = {}): Promise<LocalRedis> {
  if (!which('redis-server')) aptInstall(['redis-server'], 'Redis');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const redis = superviseProcess({
    name: 'redis',
    whereToLook: "Redis's messages above",
    supervision: options.supervision,
    report: options.report,
    launch: () =>
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          dir,
          '--appendonly',
          'yes',
          '--save',
          '60 1',
          '--protected-mode',
          'yes',
          '--loglevel',
          'warning',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], detached: options.ownProcessGroup ?? false },
      ),
  });
  await waitFor(async () => {
    if (!redis.running) throw new Error('Redis exited during start-up');
    return answersPing(port);
  }, 'Redis');
  redis.startedUp();
  return { url: `redis://127.0.0.1:${port}`, stop: () => redis.stop() };
}
