import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    gateway: z.enum(['up', 'down']),
    auth: z.enum(['up', 'down']),
    catalog: z.enum(['up', 'down']),
    library: z.enum(['up', 'down']),
    billing: z.enum(['up', 'down']),
    /** `unknown` when none of the services that use Postgres answered, so none could tell. */
    postgres: z.enum(['up', 'down', 'unknown']),
    redis: z.enum(['up', 'down']),
  }),
});
export type Health = z.infer<typeof HealthSchema>;

/** Answered by the gateway itself: 200 when all are up, 503 naming what is down. */
export const healthRoute = {
  id: 'health',
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'Health',
  response: HealthSchema,
  summary: 'Health of the gateway, the services, Postgres and Redis',
} as const;
