import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { builtAppEnv } from '@stillframe/server-kit/testing';

const serviceRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * The built worker (`dist/worker.js`, which `npm test` builds first) in its own process, as the worker
 * Deployment runs it.
 */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/worker.js'], {
    cwd: serviceRoot,
    env: builtAppEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return {
    child,
    output: () => printed,
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
