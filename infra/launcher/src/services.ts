import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './system.js';

export interface RunningProcess {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** Starts one of Stillframe's Node apps, its JSON logs in `logDir/<name>.log`, and waits until it is ready. */
export async function startNodeApp(options: {
  name: string;
  entry: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
  readyPath: string;
}): Promise<RunningProcess> {
  mkdirSync(options.logDir, { recursive: true });
  const log = createWriteStream(join(options.logDir, `${options.name}.log`), { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', options.entry], {
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${options.name}] ${chunk.toString()}`));
  const url = `http://127.0.0.1:${options.port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await waitFor(
    async () => {
      if (exited)
        throw new Error(
          `${options.name} exited during start-up; see ${join(options.logDir, `${options.name}.log`)}`,
        );
      const response = await fetch(url + options.readyPath);
      return response.status < 500 || response.status === 503;
    },
    options.name,
    60_000,
  );
  return {
    name: options.name,
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
