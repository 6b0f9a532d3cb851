import { fileURLToPath } from 'node:url';

/** The repository root: the deploy files live there (compose, k8s/, infra/docker). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
