import { spawn } from 'node:child_process';
import { cpuSecondsOf, TIMED } from './cpu-times.js';

export interface BufferedRun {
  code: number;
  /** Standard output and error as they came, interleaved. */
  output: string;
  /** Processor seconds of the command's own processes (null when unknown). */
  cpuSeconds: number | null;
}

/**
 * Runs a command with its output kept rather than printed: steps run side by side, and a step's log
 * printed whole when it ends stays readable. The command runs under timed.sh, which reports the
 * processor time it used.
 */
export function runBuffered(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<BufferedRun> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let times = '';
    const child = spawn('sh', [TIMED, command, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stdio[3]!.on('data', (chunk: Buffer) => (times += chunk.toString('utf8')));
    child.on('error', (error) =>
      resolve({
        code: 1,
        output: `${Buffer.concat(chunks).toString('utf8')}${command}: ${error.message}\n`,
        cpuSeconds: null,
      }),
    );
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString('utf8'),
        cpuSeconds: cpuSecondsOf(times),
      }),
    );
  });
}
