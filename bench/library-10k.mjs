// Library service with one user holding 10,000 notes: how long listing and exporting take, and how
// much memory the service process needs for it.
//
//   npm run build -w services/library && npm run bench -- library
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55440 TEST_REDIS_URL=redis://127.0.0.1:56379/7 node bench/library-10k.mjs
//
// TEST_DATABASE_URL names a Postgres server (a throwaway database is created and dropped on it);
// without it and TEST_REDIS_URL, fresh Postgres and Redis are started (support.mjs). The service
// runs as a child process (dist/main.js), so its memory is measured alone: peak RSS per phase from
// /proc (VmHWM, reset between phases). Notes: NOTES (10000), ENCRYPTED_SHARE (0.2); SERVICE_HEAP_MB caps the
// service's V8 old space. Bounded by BENCH_TIMEOUT_MS (300000).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchInfrastructure } from './support.mjs';

const root = new URL('..', import.meta.url);
const { signIdentity } = await import(new URL('packages/server-kit/dist/index.js', root).href);
const serviceEntry = fileURLToPath(new URL('services/library/dist/main.js', root));

const NOTES = Number(process.env.NOTES ?? 10_000);
const ENCRYPTED_SHARE = Number(process.env.ENCRYPTED_SHARE ?? 0.2);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 300_000);
const CONCURRENCY = 16;
/** Optional cap on the service's V8 old space: shows the streamed list fits in a small heap. */
const SERVICE_HEAP_MB = process.env.SERVICE_HEAP_MB;
// Every step-th note is encrypted.
const step = ENCRYPTED_SHARE > 0 ? Math.round(1 / ENCRYPTED_SHARE) : 0;
const isEncryptedIndex = (index) => step > 0 && index % step === 0;
const encryptedCount = step > 0 ? Math.ceil(NOTES / step) : 0;
const secret = randomBytes(32).toString('hex');
const userId = randomUUID();

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error('cleanup:', error.message));
};
const deadline = setTimeout(async () => {
  console.error(`bench: gave up after ${TIMEOUT_MS} ms`);
  await cleanup();
  process.exit(2);
}, TIMEOUT_MS);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function infrastructure() {
  const started = await benchInfrastructure();
  cleanups.push(() => started.stop());
  return { server: started.env.TEST_DATABASE_URL, redisUrl: started.env.TEST_REDIS_URL };
}

async function createDatabase(server) {
  const name = `bench_library_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });
  return `${server}/${name}`;
}

async function startService(databaseUrl, redisUrl) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(SERVICE_HEAP_MB ? [`--max-old-space-size=${SERVICE_HEAP_MB}`] : []), serviceEntry],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        INTERNAL_TOKEN_SECRET: secret,
        WORKERS: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // exitCode stays null when the process died of a signal (an out-of-memory abort, for one).
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (exited()) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (exited()) throw new Error('the library service exited during start-up');
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid };
    if (tries > 600) throw new Error('the library service did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const headers = () => ({
  'content-type': 'application/json',
  'x-stillframe-identity': signIdentity(
    { sub: userId, adm: false, sid: 'bench', ip: '127.0.0.1', rid: randomUUID() },
    secret,
  ),
});

const sentence = (words) => Array.from({ length: words }, () => randomBytes(4).toString('hex')).join(' ');
const cipher = (bytes) => randomBytes(bytes).toString('base64');
const iv = () => randomBytes(12).toString('base64');
function noteBody(index) {
  if (isEncryptedIndex(index)) {
    return {
      isEncrypted: true,
      note: cipher(300),
      videoId: cipher(27),
      videoTitle: cipher(60),
      videoThumbnailUrl: cipher(64),
      timestamp: cipher(20),
      contentIv: iv(),
      videoIdIv: iv(),
      videoTitleIv: iv(),
      videoThumbnailIv: iv(),
      timestampIv: iv(),
    };
  }
  const video = `video${String(index % 200).padStart(6, '0')}`;
  return {
    note: sentence(40),
    videoId: video,
    videoTitle: `Talk number ${index % 200}`,
    videoThumbnailUrl: `https://i.ytimg.com/vi/${video}/hqdefault.jpg`,
    timestamp: index % 3600,
  };
}

async function createNotes(url) {
  let next = 0;
  const worker = async () => {
    while (next < NOTES) {
      const index = next++;
      const response = await fetch(`${url}/api/notes`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify(noteBody(index)),
      });
      if (response.status !== 201)
        throw new Error(`create answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Peak RSS of the service since the last reset, from /proc (Linux); null elsewhere. */
const procStatus = (pid) =>
  existsSync(`/proc/${pid}/status`) ? readFileSync(`/proc/${pid}/status`, 'utf8') : null;
const kb = (status, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status ?? '')?.[1] ?? NaN);
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    /* not permitted: the peak then covers the whole run so far */
  }
}

async function measure(name, pid, run) {
  globalThis.gc?.();
  resetPeak(pid);
  const rssBefore = kb(procStatus(pid), 'VmRSS');
  const started = performance.now();
  const { calls, bytes, notes } = await run();
  const ms = performance.now() - started;
  const status = procStatus(pid);
  return {
    phase: name,
    calls,
    notes,
    'ms total': ms.toFixed(0),
    'ms/call': (ms / calls).toFixed(1),
    'MB sent': (bytes / 1e6).toFixed(2),
    'svc RSS before MB': (rssBefore / 1024).toFixed(0),
    'svc peak RSS MB': (kb(status, 'VmHWM') / 1024).toFixed(0),
  };
}

async function getJson(url) {
  const response = await fetch(url, { headers: headers() });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return {
    body: JSON.parse(text),
    bytes: Buffer.byteLength(text),
    cursor: response.headers.get('x-next-cursor'),
  };
}

function listAll(url) {
  return async () => {
    const { body, bytes } = await getJson(`${url}/api/notes`);
    if (body.length !== NOTES) throw new Error(`listed ${body.length} notes, expected ${NOTES}`);
    return { calls: 1, bytes, notes: body.length };
  };
}

function listPaged(url, limit) {
  return async () => {
    let cursor = null;
    let calls = 0;
    let bytes = 0;
    let notes = 0;
    do {
      const page = await getJson(
        `${url}/api/notes?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      calls += 1;
      bytes += page.bytes;
      notes += page.body.length;
      cursor = page.cursor;
    } while (cursor);
    if (notes !== NOTES) throw new Error(`paged through ${notes} notes, expected ${NOTES}`);
    return { calls, bytes, notes };
  };
}

function exportAll(url, regular) {
  return async () => {
    const { body, bytes } = await getJson(`${url}/api/library/export`);
    if (body.notes.length !== regular)
      throw new Error(`exported ${body.notes.length} notes, expected ${regular}`);
    return { calls: 1, bytes, notes: body.notes.length };
  };
}

try {
  const { server, redisUrl } = await infrastructure();
  const service = await startService(await createDatabase(server), redisUrl);
  const rssAtStart = kb(procStatus(service.pid), 'VmRSS');
  const createStarted = performance.now();
  await createNotes(service.url);
  const createMs = performance.now() - createStarted;
  const regular = NOTES - encryptedCount;
  console.log(
    `library-10k: ${NOTES} notes (${encryptedCount} encrypted) created over HTTP in ${(createMs / 1000).toFixed(1)} s, ${(NOTES / (createMs / 1000)).toFixed(0)} notes/s at concurrency ${CONCURRENCY}`,
  );
  console.log(
    `service RSS: ${(rssAtStart / 1024).toFixed(0)} MB when ready, ${(kb(procStatus(service.pid), 'VmRSS') / 1024).toFixed(0)} MB after the creates${SERVICE_HEAP_MB ? `; V8 old space capped at ${SERVICE_HEAP_MB} MB` : ''}`,
  );

  const rows = [];
  await listAll(service.url)(); // warm-up: JIT, connection pool, Postgres cache
  for (let round = 1; round <= 3; round += 1)
    rows.push(await measure(`list all, one call (#${round})`, service.pid, listAll(service.url)));
  rows.push(await measure('list paged, limit=100', service.pid, listPaged(service.url, 100)));
  rows.push(await measure('list paged, limit=500', service.pid, listPaged(service.url, 500)));
  for (let round = 1; round <= 2; round += 1)
    rows.push(await measure(`export (#${round})`, service.pid, exportAll(service.url, regular)));
  console.table(rows);
  console.log(
    `bench client heap used: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB (holds the parsed responses; not the service)`,
  );
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanup();
}
