import { spawn } from 'node:child_process';

export interface BufferedRun {
  code: number;
  /** Standard output and error as they came, interleaved. */
  output: string;
}

/**
 * Runs a command with its output kept rather than printed: steps run side by side, and a step's log
 * printed whole when it ends stays readable.
 */
export function runBuffered(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<BufferedRun> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) =>
      resolve({ code: 1, output: `${Buffer.concat(chunks).toString('utf8')}${command}: ${error.message}\n` }),
    );
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}
