import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './system.js';
import type { SupervisionPolicy } from './supervision.js';
import { superviseProcess, type Report } from './supervised-process.js';

export interface RunningProcess {
  name: string;
  url: string;
  stop(): Promise<void>;
}

export interface NodeAppOptions {
  name: string;
  entry: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
  readyPath: string;
  supervision?: Partial<SupervisionPolicy>;
  /** Where the launcher reports restarts; `console.log`/`console.error` unless given. */
  report?: Report;
}

/**
 * Starts one of Stillframe's Node apps, its JSON logs in `logDir/<name>.log`, and waits until it is
 * ready. Once up, it is supervised (supervised-process.ts): a crash is restarted after a backoff.
 */
export async function startNodeApp(options: NodeAppOptions): Promise<RunningProcess> {
  mkdirSync(options.logDir, { recursive: true });
  const logPath = join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logPath, { flags: 'a' });
  const url = `http://127.0.0.1:${options.port}`;
  const app = superviseProcess({
    name: options.name,
    whereToLook: logPath,
    supervision: options.supervision,
    report: options.report,
    launch: () => {
      const child = spawn(process.execPath, ['--enable-source-maps', options.entry], {
        env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // The log file outlives each process: a restarted app appends to it.
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      child.stderr?.on('data', (chunk: Buffer) =>
        process.stderr.write(`[${options.name}] ${chunk.toString()}`),
      );
      return child;
    },
  });
  await waitFor(
    async () => {
      if (!app.running) throw new Error(`${options.name} exited during start-up; see ${logPath}`);
      const response = await fetch(url + options.readyPath);
      return response.status < 500 || response.status === 503;
    },
    options.name,
    60_000,
  );
  app.startedUp();
  return {
    name: options.name,
    url,
    stop: async () => {
      await app.stop();
      log.end();
    },
  };
}
