import { z } from 'zod';

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
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  const message = `[${app}] invalid configuration:\n${lines.join('\n')}`;
  throw new ConfigError(message);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Variables every server app needs. */
export const BaseServerEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.url({ error: 'REDIS_URL must be a redis:// URL' }),
  /** Shared by the gateway (signs) and the services (verify); at least 32 characters. */
  INTERNAL_TOKEN_SECRET: z
    .string({ error: 'INTERNAL_TOKEN_SECRET is required' })
    .min(32, 'INTERNAL_TOKEN_SECRET must be at least 32 characters'),
});

export const PortSchema = z.coerce.number().int().min(0).max(65535);
