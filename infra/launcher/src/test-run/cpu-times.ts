import { fileURLToPath } from 'node:url';

/** The wrapper that reports a command's processor time on file descriptor 3. */
export const TIMED = fileURLToPath(new URL('../../timed.sh', import.meta.url));

/**
 * Processor seconds (user + system) of the children in the output of POSIX `times` (its second
 * line, e.g. `1m2.50s 0m3.25s`), or null when the command never got that far.
 */
export function cpuSecondsOf(times: string): number | null {
  const children = times.trim().split('\n')[1];
  const parts = [...(children ?? '').matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return null;
  return parts.reduce((total, [, minutes, seconds]) => total + Number(minutes) * 60 + Number(seconds), 0);
}
