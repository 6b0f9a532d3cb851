import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './system.js';
import { CrashHistory, defaultSupervision, type SupervisionPolicy } from './supervision.js';

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
  report?: { info(line: string): void; error(line: string): void };
}

const consoleReport = {
  info: (line: string) => console.log(line),
  error: (line: string) => console.error(line),
};

/**
 * Starts one of Stillframe's Node apps, its JSON logs in `logDir/<name>.log`, and waits until it is
 * ready. Once up, it is supervised: a crash is reported and the app started again after a backoff,
 * until it crashes too often right after starting, which is reported loudly and left as it is.
 */
export async function startNodeApp(options: NodeAppOptions): Promise<RunningProcess> {
  mkdirSync(options.logDir, { recursive: true });
  const logPath = join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logPath, { flags: 'a' });
  const report = options.report ?? consoleReport;
  const history = new CrashHistory({ ...defaultSupervision, ...options.supervision });
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess;
  let running = false;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, ['--enable-source-maps', options.entry], {
      env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The log file outlives each process: a restarted app appends to it.
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.stderr?.on('data', (chunk: Buffer) =>
      process.stderr.write(`[${options.name}] ${chunk.toString()}`),
    );
    child.once('exit', (code, signal) => {
      running = false;
      if (!stopping) onCrash(Date.now() - startedAt, signal ? `signal ${signal}` : `exit code ${code}`);
    });
    running = true;
  };

  let startedUp = false;
  const onCrash = (uptimeMs: number, how: string) => {
    if (!startedUp) return; // during start-up the wait below reports it
    const decision = history.crashed(uptimeMs);
    if ('giveUp' in decision) {
      report.error(
        `[stillframe] ${options.name} crashed ${decision.quickCrashes} times in a row within seconds of starting (${how}): ` +
          `no more restarts. It stays down until the launcher is restarted; see ${logPath}`,
      );
      return;
    }
    report.info(
      `[stillframe] ${options.name} exited unexpectedly (${how}); restarting in ${decision.restartInMs / 1000} s ` +
        `(restart ${decision.attempt})`,
    );
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      launch();
      report.info(`[stillframe] ${options.name} restarted (pid ${child.pid})`);
    }, decision.restartInMs);
  };

  launch();
  await waitFor(
    async () => {
      if (!running) throw new Error(`${options.name} exited during start-up; see ${logPath}`);
      const response = await fetch(url + options.readyPath);
      return response.status < 500 || response.status === 503;
    },
    options.name,
    60_000,
  );
  startedUp = true;
  return {
    name: options.name,
    url,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        clearTimeout(restartTimer);
        if (!running) return resolve();
        const current = child;
        const timer = setTimeout(() => current.kill('SIGKILL'), 5000);
        current.once('exit', () => {
          clearTimeout(timer);
          log.end();
          resolve();
        });
        current.kill('SIGTERM');
      }),
  };
}
