import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the launcher is run from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const appEntry = {
  auth: join(repoRoot, 'services/auth/dist/main.js'),
  catalog: join(repoRoot, 'services/catalog/dist/main.js'),
  library: join(repoRoot, 'services/library/dist/main.js'),
  billing: join(repoRoot, 'services/billing/dist/main.js'),
  billingWorker: join(repoRoot, 'services/billing/dist/worker.js'),
  gateway: join(repoRoot, 'gateway/dist/main.js'),
} as const;

export const webDist = join(repoRoot, 'web/dist');
