import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testServiceEnv } from '@stillframe/server-kit/testing';

const ENTRY = fileURLToPath(new URL('../dist/main.js', import.meta.url));
/** Loaded before the gateway's own code: it ends when the test process that started it is gone. */
const ENDS_WITH_PARENT = fileURLToPath(new URL('./ends-with-parent.mjs', import.meta.url));

export interface GatewayProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const answers = (url: string) =>
  fetch(`${url}/health/live`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * The built gateway in a process of its own, started by its `main.ts` as in production (for what
 * happens before the app is built, such as tracing); `env` names the services and any setting.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', ENDS_WITH_PARENT, ENTRY], {
    env: { ...process.env, ...testServiceEnv({ PORT: String(port), ...env }) },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the gateway exited during start-up');
    if (await answers(url)) break;
    if (Date.now() > deadline) throw new Error('the gateway did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
