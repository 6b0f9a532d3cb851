import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import type { SupervisionPolicy } from './supervision.js';
import { superviseProcess, type Report } from './supervised-process.js';
import { freePort } from '@stillframe/server-kit/ports';
import { aptInstall, waitFor, which } from './system.js';

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
  /**
   * How many databases (`SELECT n`) the server has; Redis's default is 16. A test server has many, so
   * that every jest worker of every workspace has one of its own (see jest-global-setup.ts).
   */
  databases?: number;
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

type Reply = string | number | null | Reply[];

/** One RESP reply at `at` in `text` and where it ends; undefined while it has not all arrived. */
function parseReply(text: string, at: number): { value: Reply | Error; end: number } | undefined {
  const lineEnd = text.indexOf('\r\n', at);
  if (lineEnd < 0) return undefined;
  const kind = text[at];
  const line = text.slice(at + 1, lineEnd);
  const next = lineEnd + 2;
  if (kind === '+') return { value: line, end: next };
  if (kind === '-') return { value: new Error(line), end: next };
  if (kind === ':') return { value: Number(line), end: next };
  if (kind === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, end: next };
    return text.length < next + length + 2
      ? undefined
      : { value: text.slice(next, next + length), end: next + length + 2 };
  }
  const items: Reply[] = [];
  let end = next;
  for (let i = 0; i < Number(line); i++) {
    const item = parseReply(text, end);
    if (!item) return undefined;
    if (item.value instanceof Error) return item;
    items.push(item.value);
    end = item.end;
  }
  return { value: items, end };
}

/**
 * Sends commands in order on one connection and resolves with the last one's reply: for the
 * launcher's few needs of its own, without a client library. Replies are read byte for byte (latin1).
 */
export function redisCommands(url: string, commands: string[][]): Promise<Reply> {
  const { hostname, port, username, password } = new URL(url);
  const all = [
    ...(password
      ? [['AUTH', ...(username ? [decodeURIComponent(username)] : []), decodeURIComponent(password)]]
      : []),
    ...commands,
  ];
  const encode = (parts: string[]) =>
    `*${parts.length}\r\n${parts.map((part) => `$${Buffer.byteLength(part)}\r\n${part}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () =>
      socket.write(all.map(encode).join('')),
    );
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
      const replies: Reply[] = [];
      for (let at = 0; replies.length < all.length;) {
        const reply = parseReply(received, at);
        if (!reply) return;
        if (reply.value instanceof Error) {
          socket.destroy();
          return reject(new Error(`Redis refused a command: ${reply.value.message}`));
        }
        replies.push(reply.value);
        at = reply.end;
      }
      socket.destroy();
      resolve(replies[replies.length - 1] ?? null);
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('Redis closed the connection before answering')));
  });
}

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
          ...(options.databases ? ['--databases', String(options.databases)] : []),
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
