import type { ChildProcess } from 'node:child_process';
import { CrashHistory, defaultSupervision, type SupervisionPolicy } from './supervision.js';

/** Where the launcher reports restarts. */
export interface Report {
  info(line: string): void;
  error(line: string): void;
}

export const consoleReport: Report = {
  info: (line: string) => console.log(line),
  error: (line: string) => console.error(line),
};

export interface SupervisedProcessOptions {
  /** The name in the launcher's messages. */
  name: string;
  /** Starts the process; called again for each restart, with the same port and data. */
  launch(): ChildProcess;
  /** Where to look when it cannot stay up, e.g. its log file. */
  whereToLook: string;
  supervision?: Partial<SupervisionPolicy>;
  report?: Report;
  /** How long a stop waits after SIGTERM before it sends SIGKILL. */
  killAfterMs?: number;
}

export interface SupervisedProcess {
  /** Whether a process is running now (known from its `exit` event, whatever ended it). */
  readonly running: boolean;
  readonly pid: number | undefined;
  /**
   * From now on an unexpected exit is a crash, restarted after the policy's backoff. Before it, an
   * exit is the start-up's to report (a process that cannot start is not retried).
   */
  startedUp(): void;
  /** Stops it and any pending restart; resolves once no process is left, however the last one ended. */
  stop(): Promise<void>;
}

/**
 * One supervised child process: apps and Redis alike. A crash is reported and the process started
 * again after a backoff, until it crashes too often right after starting, which is reported loudly and
 * left as it is.
 */
export function superviseProcess(options: SupervisedProcessOptions): SupervisedProcess {
  const report = options.report ?? consoleReport;
  const history = new CrashHistory({ ...defaultSupervision, ...options.supervision });
  let child!: ChildProcess;
  let running = false;
  let stopping = false;
  let watching = false;
  let restartTimer: NodeJS.Timeout | undefined;

  const onCrash = (uptimeMs: number, how: string) => {
    if (!watching) return;
    const decision = history.crashed(uptimeMs);
    if ('giveUp' in decision) {
      report.error(
        `[stillframe] ${options.name} crashed ${decision.quickCrashes} times in a row within seconds of starting (${how}): ` +
          `no more restarts. It stays down until the launcher is restarted; see ${options.whereToLook}`,
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

  const launch = () => {
    const startedAt = Date.now();
    const current = options.launch();
    child = current;
    running = true;
    // A process killed by a signal has a null exitCode: only the exit event says that it is gone.
    current.once('exit', (code, signal) => {
      running = false;
      if (!stopping) onCrash(Date.now() - startedAt, signal ? `signal ${signal}` : `exit code ${code}`);
    });
    current.on('error', (error) => {
      // A failed spawn has no exit event: it is a crash like any other (a failed kill is not).
      if (current.pid !== undefined) return;
      running = false;
      if (!stopping) onCrash(Date.now() - startedAt, error.message);
    });
  };

  launch();
  return {
    get running() {
      return running;
    },
    get pid() {
      return running ? child.pid : undefined;
    },
    startedUp: () => {
      watching = true;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(restartTimer);
        if (!running) return resolve();
        const current = child;
        const timer = setTimeout(() => current.kill('SIGKILL'), options.killAfterMs ?? 5000);
        current.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        current.kill('SIGTERM');
      }),
  };
}
