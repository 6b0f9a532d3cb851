import { setTimeout as sleep } from 'node:timers/promises';
import { WINDOW_SECONDS } from '../src/rate-limit/rate-limit.repository.js';

/**
 * Waits, when the current fixed rate window ends within `marginMs`, for the next one to begin. A test
 * that counts calls up to a limit on the real clock then never sees its count cut in two by a new window.
 */
export async function awayFromAWindowEnd(marginMs = 10_000): Promise<void> {
  const windowMs = WINDOW_SECONDS * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await sleep(left + 50);
}
