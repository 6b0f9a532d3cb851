import { z } from 'zod';
import { demoSecretIssues } from './demo-secrets.js';
import { checkAlongOtherIssues, checkRedisSettings, RedisEnv } from '../redis/redis-target.js';

/**
 * Validates the environment once at boot. A bad or missing variable stops the process with a message
 * naming it, instead of failing later somewhere deep in a request.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
  app = 'stillframe',
): z.infer<S> {
  // An empty variable counts as unset: compose's `${NAME:-}` passes "" for anything left out of .env.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(set);
  // Refused on top of the schema, whichever app: a demo secret in production is anyone's secret.
  const demoSecrets = demoSecretIssues(set);
  if (result.success && demoSecrets.length === 0) return result.data;
  const issues = result.success ? [] : result.error.issues;
  const lines = [
    ...issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`),
    ...demoSecrets.map((line) => `  ${line}`),
  ];
  const message = `[${app}] invalid configuration:\n${lines.join('\n')}`;
  throw new ConfigError(message);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ServerEnvFields = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where Prometheus scrapes this process's /metrics: a port of its own, never the API's, so that the
   * public gateway cannot serve it. The same port in every pod; the local launcher gives each app its own.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** The metrics port's address; HOST when unset. */
  METRICS_HOST: z.string().min(1).optional(),
  /** REDIS_URL, or Redis Sentinel: the same settings and checks in every app (redis-target.ts). */
  ...RedisEnv.shape,
  /**
   * Shared by the gateway (signs) and the services (verify); at least 32 characters, and no demo value
   * in production (demo-secrets.ts).
   */
  INTERNAL_TOKEN_SECRET: z
    .string({ error: 'INTERNAL_TOKEN_SECRET is required' })
    .min(32, 'INTERNAL_TOKEN_SECRET must be at least 32 characters'),
});
/** Variables every server app needs, with the Redis settings that belong together checked together. */
export const BaseServerEnv = ServerEnvFields.superRefine(checkRedisSettings, checkAlongOtherIssues);

export const PortSchema = z.coerce.number().int().min(0).max(65535);
