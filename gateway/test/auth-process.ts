import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { applyMigrations } from '@stillframe/db-tools';
import { createTestDatabase, testServiceEnv } from '@stillframe/server-kit/testing';

type ServiceProcess = 'auth' | 'library' | 'catalog';
const entryOf = (service: ServiceProcess) =>
  fileURLToPath(new URL(`../../services/${service}/dist/main.js`, import.meta.url));

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

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export const startAuthProcess = (env: Record<string, string> = {}) => startServiceProcess('auth', env);

/**
 * A real, built service in its own process, as in production (the gateway never imports it); a
 * database of its own for those that have one (the catalog keeps its data in Redis only).
 */
export async function startServiceProcess(
  service: ServiceProcess,
  env: Record<string, string> = {},
  /** Receives the service's log output (stdout); without it the output is dropped. */
  onLog?: (text: string) => void,
): Promise<{ url: string; databaseUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const databaseUrl = service === 'catalog' ? '' : await databaseOf(service);
  const child = spawn(process.execPath, [entryOf(service)], {
    env: {
      ...process.env,
      ...testServiceEnv({
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PORT: String(port),
        ...env,
      }),
    },
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onLog?.(chunk.toString()));
  // A suite that times out never reaches its close: the child must not outlive the test run, or its
  // workers would keep taking jobs from the shared test Redis.
  process.once('exit', () => child.kill());
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${service} service exited during start-up`);
    const up = await fetch(`${url}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the ${service} service did not start within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    databaseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
