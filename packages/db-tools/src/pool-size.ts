/**
 * DATABASE_POOL_SIZE: the connections one process of an app keeps to Postgres at most. Every app
 * that uses Postgres reads it here, so the connection budget in docs/deploy.md ("Connection budget")
 * is one number per app times its replicas, checked by infra/deploy-checks/test/connection-budget.test.ts.
 */
export const DATABASE_POOL_SIZE = {
  variable: 'DATABASE_POOL_SIZE',
  /** Small on purpose: replicas multiply it, and a default Postgres allows 100 connections in all. */
  fallback: 5,
  min: 1,
  max: 50,
} as const;

/** Where a refused value is reported: the context of a zod transform fits, without db-tools needing zod. */
export interface PoolSizeIssues {
  addIssue(issue: { code: 'custom'; message: string }): void;
}

/**
 * Reads DATABASE_POOL_SIZE from the environment's text: unset is the default; anything but a whole
 * number within bounds is refused with a message naming the variable. Use it as a zod transform:
 * `DATABASE_POOL_SIZE: z.string().optional().transform(readPoolSize)`.
 */
export function readPoolSize(value: string | undefined, issues: PoolSizeIssues): number {
  const { variable, fallback, min, max } = DATABASE_POOL_SIZE;
  if (value === undefined) return fallback;
  const size = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isSafeInteger(size) && size >= min && size <= max) return size;
  issues.addIssue({
    code: 'custom',
    message:
      `${variable} must be a whole number from ${min} to ${max}, the connections each process keeps ` +
      `to Postgres (got "${value}")`,
  });
  return fallback;
}
