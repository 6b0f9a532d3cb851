import { z } from 'zod';

/**
 * `WORKERS`, the one switch of every service with queue workers: `on` (default) runs them inside the
 * API process; `off` serves the API only, and the workers run as a separate process (`node
 * dist/worker.js`, the same image with another command) that forces `on` and serves no API.
 */
export const WorkersSwitchSchema = z
  .enum(['on', 'off'], { error: 'WORKERS must be "on" or "off"' })
  .default('on');
export type WorkersSwitch = z.infer<typeof WorkersSwitchSchema>;

/** The worker providers a module lists: all of them with WORKERS=on, none with off. */
export function workerProviders<T>(workers: WorkersSwitch, providers: T[]): T[] {
  return workers === 'on' ? providers : [];
}
