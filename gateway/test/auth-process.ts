import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { applyMigrations } from '@stillframe/db-tools';
import { freePort } from '@stillframe/server-kit/ports';
import {
  builtAppEnv,
  createTestDatabase,
  resetTestDatabase,
  snapshotTestDatabase,
  testServiceEnv,
} from '@stillframe/server-kit/testing';

type ServiceProcess = 'auth' | 'library' | 'catalog';
const entryOf = (service: ServiceProcess) =>
  fileURLToPath(new URL(`../../services/${service}/dist/main.js`, import.meta.url));
/** Loaded before a service's own code: it ends when the test process that started it is gone. */
const ENDS_WITH_PARENT = fileURLToPath(new URL('./ends-with-parent.mjs', import.meta.url));

export interface RunningService {
  url: string;
  /** Its /metrics, on the metrics port. */
  metricsUrl: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The service's database, cloned from a template its migrations were applied to once per test server. */
const databaseOf = (service: 'auth' | 'library') => {
  const migrationsDir = fileURLToPath(
    new URL(`../../services/${service}/prisma/migrations`, import.meta.url),
  );
  return createTestDatabase(`gateway_${service}`, {
    migrationsDir,
    migrate: (databaseUrl) => applyMigrations({ databaseUrl, migrationsDir }),
  });
};

/**
 * A real, built service in its own process, as in production (the gateway never imports it); a
 * database of its own for those that have one (the catalog keeps its data in Redis only).
 */
export async function startServiceProcess(
  service: ServiceProcess,
  env: Record<string, string> = {},
  /** Receives the service's log output (stdout); without it the output is dropped. */
  onLog?: (text: string) => void,
): Promise<RunningService & { pid: number }> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const databaseUrl = service === 'catalog' ? '' : await databaseOf(service);
  const started = await startBuiltProcess(
    `the ${service} service`,
    entryOf(service),
    {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      ...env,
    },
    onLog,
  );
  return {
    ...started,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    databaseUrl,
  };
}

/**
 * A built app's `entry` in a process of its own with the test settings and `env` (PORT among them),
 * once it answers its liveness probe on PORT.
 */
export async function startBuiltProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  /** Receives the process's log output (stdout); without it the output is dropped. */
  onLog?: (text: string) => void,
): Promise<{ pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', ENDS_WITH_PARENT, entry], {
    env: builtAppEnv(testServiceEnv(env)),
    // Its stdin is a pipe from this process, which closes when this process ends, however it ends: a
    // suite that times out never reaches its close, and the child must not outlive the test run (its
    // workers would keep taking jobs from the shared test Redis).
    stdio: ['pipe', onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onLog?.(chunk.toString()));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up`);
    if (await answers(url)) break;
    if (Date.now() > deadline) throw new Error(`${name} did not start within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A service process that the suites of one jest worker share: starting one costs about two seconds of
 * CPU, and most gateway suites need the same auth or library service. The first suite starts it; each
 * later suite gets it back with its database as it was right after start-up (the administrator that
 * start-up made, nothing a suite wrote), and flushes Redis as every suite does. The worker loads this
 * module once for all its suites (decision 0039), so the kept services live in its memory, and a
 * worker never sees another's. They end with the test process (ends-with-parent.mjs). Only for services
 * with this run's common settings: a suite that changes them starts its own.
 */
export async function sharedServiceProcess(
  service: 'auth' | 'library',
  env: Record<string, string> = {},
): Promise<RunningService> {
  const key = JSON.stringify([service, testServiceEnv(env)]);
  let kept = keptServices.get(key);
  if (kept && (await answers(kept.url))) {
    await resetTestDatabase(kept.databaseUrl);
  } else {
    kept = await startServiceProcess(service, env);
    await snapshotTestDatabase(kept.databaseUrl);
    keptServices.set(key, kept);
  }
  return { url: kept.url, metricsUrl: kept.metricsUrl, databaseUrl: kept.databaseUrl, stop: async () => {} };
}

const keptServices = new Map<string, RunningService>();

const answers = (url: string) =>
  fetch(`${url}/health/live`).then(
    (response) => response.ok,
    () => false,
  );
