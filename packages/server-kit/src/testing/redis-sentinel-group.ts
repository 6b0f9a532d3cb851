import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../ports/free-port.js';

/**
 * A Redis Sentinel group of a test's own on loopback: a primary, one replica and three sentinels
 * (quorum 2), each in its own process with its data in a temporary folder. The sentinels notice a
 * dead primary after `downAfterMs` and promote the replica a moment later.
 */
export interface RedisSentinelGroup {
  /** The master group name the sentinels monitor. */
  name: string;
  /** REDIS_SENTINELS: `127.0.0.1:port,...`. */
  sentinels: string;
  /** The data nodes' password (REDIS_PASSWORD) and the sentinels' own (REDIS_SENTINEL_PASSWORD). */
  password: string;
  sentinelPassword: string;
  /** The port of the node the sentinels name as primary now. */
  primaryPort(): Promise<number>;
  /** A client of one data node, by port (ask it ROLE, INFO, ...). */
  node(port: number): Redis;
  /** Resolves once the replica has every write the primary has (their replication offsets meet). */
  replicated(): Promise<void>;
  /** SIGKILL to the primary's process, as a crash would; its port. */
  killPrimary(): Promise<number>;
  /** Resolves with the new primary's port once the sentinels name another node than `oldPort`. */
  promoted(oldPort: number, timeoutMs?: number): Promise<number>;
  /** Stops every process and removes the data. */
  remove(): Promise<void>;
}

export interface RedisSentinelGroupOptions {
  downAfterMs?: number;
  failoverTimeoutMs?: number;
}

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Redis Sentinel group: ${what} not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Debian's `redis-sentinel` (package redis-sentinel), or `redis-server --sentinel` (the same program) without it. */
const sentinelCommand = (config: string): [string, string[]] =>
  spawnSync('sh', ['-c', 'command -v redis-sentinel'], { stdio: 'ignore' }).status === 0
    ? ['redis-sentinel', [config]]
    : ['redis-server', [config, '--sentinel']];

export async function startRedisSentinelGroup(
  options: RedisSentinelGroupOptions = {},
): Promise<RedisSentinelGroup> {
  const dir = mkdtempSync(join(tmpdir(), 'stillframe-sentinel-'));
  const name = 'stillframe';
  const password = 'test-redis-data-password';
  const sentinelPassword = 'test-redis-sentinel-password';
  const processes = new Map<number, ChildProcess>();
  const nodes: Redis[] = [];
  const client = (port: number, auth: string) => {
    const redis = new Redis({
      host: '127.0.0.1',
      port,
      password: auth,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: true,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    return redis;
  };
  const launch = (port: number, command: string, args: string[]) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    processes.set(port, child);
  };

  const [primary, replica] = [await freePort(), await freePort()];
  for (const port of [primary, replica]) {
    mkdirSync(join(dir, String(port)));
    launch(port, 'redis-server', [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', join(dir, String(port))],
      ...['--appendonly', 'yes', '--save', '', '--requirepass', password, '--masterauth', password],
      // A replica's first sync starts at once (Redis waits 5 s for more replicas by default).
      ...['--repl-diskless-sync-delay', '0'],
      ...(port === replica ? ['--replicaof', '127.0.0.1', String(primary)] : []),
    ]);
  }
  const info = async (port: number) => {
    const redis = client(port, password);
    try {
      return await redis.info('replication');
    } finally {
      redis.disconnect();
    }
  };
  await until(async () => /master_link_status:up/.test(await info(replica)), 'the replica in sync');

  const sentinelPorts = [await freePort(), await freePort(), await freePort()];
  // Each sentinel is told its id, the replica and the other sentinels up front: found on their own,
  // through the primary's INFO and hello messages, they take seconds to be known.
  const ids = new Map(sentinelPorts.map((port) => [port, randomBytes(20).toString('hex')]));
  for (const port of sentinelPorts) {
    const config = join(dir, `sentinel-${port}.conf`);
    writeFileSync(
      config,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `requirepass ${sentinelPassword}`,
        `sentinel sentinel-pass ${sentinelPassword}`,
        `sentinel myid ${ids.get(port)}`,
        `sentinel monitor ${name} 127.0.0.1 ${primary} 2`,
        `sentinel auth-pass ${name} ${password}`,
        `sentinel down-after-milliseconds ${name} ${options.downAfterMs ?? 1000}`,
        `sentinel failover-timeout ${name} ${options.failoverTimeoutMs ?? 3000}`,
        `sentinel parallel-syncs ${name} 1`,
        `sentinel known-replica ${name} 127.0.0.1 ${replica}`,
        ...sentinelPorts
          .filter((other) => other !== port)
          .map((other) => `sentinel known-sentinel ${name} 127.0.0.1 ${other} ${ids.get(other)}`),
        '',
      ].join('\n'),
    );
    const [command, args] = sentinelCommand(config);
    launch(port, command, args);
  }
  const askSentinel = async <T>(port: number, ...args: string[]): Promise<T> => {
    const sentinel = client(port, sentinelPassword);
    try {
      return (await sentinel.call('SENTINEL', ...args)) as T;
    } finally {
      sentinel.disconnect();
    }
  };
  // Each sentinel must know the replica and the two others before a failover can be agreed.
  for (const port of sentinelPorts)
    await until(
      async () =>
        (await askSentinel<unknown[]>(port, 'REPLICAS', name)).length === 1 &&
        (await askSentinel<unknown[]>(port, 'SENTINELS', name)).length === 2,
      `sentinel ${port} to know the replica and the other sentinels`,
    );

  const primaryPort = async () => {
    for (const port of sentinelPorts) {
      const address = await askSentinel<[string, string] | null>(port, 'GET-MASTER-ADDR-BY-NAME', name).catch(
        () => null,
      );
      if (address) return Number(address[1]);
    }
    throw new Error('no sentinel names a primary');
  };
  const offset = async (port: number, field: string) =>
    Number(new RegExp(`${field}:(\\d+)`).exec(await info(port))?.[1] ?? -1);

  return {
    name,
    sentinels: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(','),
    password,
    sentinelPassword,
    primaryPort,
    node: (port) => {
      const redis = client(port, password);
      nodes.push(redis);
      return redis;
    },
    replicated: async () => {
      const current = await primaryPort();
      const other = current === primary ? replica : primary;
      const target = await offset(current, 'master_repl_offset');
      await until(async () => (await offset(other, 'slave_repl_offset')) >= target, 'the replica caught up');
    },
    killPrimary: async () => {
      const port = await primaryPort();
      const child = processes.get(port)!;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
      return port;
    },
    promoted: async (oldPort, timeoutMs = 20_000) => {
      let now = oldPort;
      await until(
        async () => {
          now = await primaryPort();
          return now !== oldPort;
        },
        'a promoted replica',
        timeoutMs,
      );
      return now;
    },
    remove: async () => {
      for (const redis of nodes) redis.disconnect();
      await Promise.all(
        [...processes.values()].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
