// Pieces the hot-path and big-body benchmarks share: child processes that are always stopped, free
// ports, a private Redis, the apps started from their built dist/, nginx with its own configuration,
// a gateway built at an older commit (for before/after in one run), and process memory from /proc.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const children = [];
const cleanups = [];

/** Stops everything started here, newest first; also on a failure or an overrun deadline. */
export async function stopAll() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error('cleanup:', error.message));
}

export function deadline(ms) {
  setTimeout(() => fail(new Error(`the benchmark took more than ${ms / 1000} s`)), ms).unref();
}

export async function fail(error) {
  console.error(error);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await stopAll();
  process.exit(1);
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A child process, stopped (SIGTERM) by stopAll(); its stderr is shown with its name. */
export function start(name, args, env = {}, options = {}) {
  const child = spawn(args[0], args.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    ...options,
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  cleanups.push(
    () =>
      new Promise((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : (child.once('exit', resolve), child.kill('SIGTERM')),
      ),
  );
  return child;
}

export function onCleanup(step) {
  cleanups.push(step);
}

export async function waitFor(url, what, ok = (response) => response.status < 500) {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (await fetch(url).then(ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

const answersPing = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => (resolve(data.toString().startsWith('+PONG')), socket.destroy()));
    socket.on('error', () => resolve(false));
  });

export async function privateRedis() {
  if (process.env.BENCH_REDIS_URL) return process.env.BENCH_REDIS_URL;
  const port = await freePort();
  start('redis', [
    'redis-server',
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let tries = 0; tries < 100 && !(await answersPing(port)); tries++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return `redis://127.0.0.1:${port}`;
}

/** One of the apps from its built dist/main.js (or `entry`), listening on a free port. */
export async function startApp(name, env, entry = join(root, name, 'dist/main.js')) {
  const port = await freePort();
  // BENCH_PROFILE=<folder>: every app writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  const child = start(name, [process.execPath, ...profile, entry], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: '0',
    WORKERS: 'off',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  return { url, port, pid: child.pid, child };
}

/** nginx in front of `upstreamUrl` with keep-alive to it, as a production proxy would be set up. */
export async function startNginx(upstreamUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'stillframe-bench-nginx-'));
  onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const upstream = new URL(upstreamUrl).host;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream service { server ${upstream}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering on;
    }
  }
}
`,
  );
  start('nginx', ['nginx', '-p', dir, '-c', join(dir, 'nginx.conf')]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 'nginx', () => true);
  return url;
}

/** The minimal Node.js proxy of node-proxy.mjs in front of `upstreamUrl`: what any Node hop costs. */
export async function startNodeProxy(upstreamUrl) {
  const port = await freePort();
  start('node proxy', [process.execPath, join(root, 'bench/lib/node-proxy.mjs')], {
    UPSTREAM: new URL(upstreamUrl).host,
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 'node proxy', () => true);
  return url;
}

/**
 * The gateway as it was at `ref` (e.g. main), built next to today's into gateway/dist/at-<commit>, so
 * that one run measures before and after side by side. It runs on today's packages (contracts,
 * server-kit): only the gateway's own code is as it was.
 */
export function gatewayAt(ref) {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root }).toString().trim();
  const base = join(root, 'gateway/dist', `at-${commit}`);
  const entry = join(base, 'out/main.js');
  if (existsSync(entry)) return { commit, entry };
  rmSync(base, { recursive: true, force: true });
  mkdirSync(base, { recursive: true });
  const archive = execFileSync('git', ['archive', commit, 'gateway/src'], { cwd: root });
  execFileSync('tar', ['-x', '--strip-components=1', '-C', base], { input: archive });
  writeFileSync(
    join(base, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { rootDir: 'src', outDir: 'out' },
      include: ['src'],
    }),
  );
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(base, 'tsconfig.json')], {
    stdio: 'inherit',
  });
  return { commit, entry };
}

/** Peak resident memory of a process since the last reset, and its current size, in MB (Linux /proc). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}

/** Resets VmHWM so that the next peak is of the phase that follows (needs write access to /proc/pid/clear_refs). */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Without it the peak covers the process's whole life, which only overstates it.
  }
}

/** The billing service's stand-in: every user is a Pro subscriber (the gateway caches the answer). */
export async function billingStandIn() {
  const server = createHttpServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        hasActiveSubscription: true,
        subscriptionEndsAt: null,
        status: 'active',
        cancelAtPeriodEnd: false,
      }),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(async () => server.close());
  return `http://127.0.0.1:${server.address().port}`;
}
