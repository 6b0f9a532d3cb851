import { z } from 'zod';
import { Kdf } from '@stillframe/contracts';
import { BaseServerEnv, loadConfig, PortSchema } from '@stillframe/server-kit';

export const AuthEnv = BaseServerEnv.extend({
  PORT: PortSchema.default(4001),
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL of the auth database' }),
  /** Bootstrap administrator (docs/decisions/0006-accounts.md): created, or promoted, at start-up when both are set. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** PBKDF2 iterations for new accounts; existing accounts keep theirs (stored per user). */
  KDF_ITERATIONS: z.coerce.number().int().min(100_000).default(Kdf.defaultIterations),
  /** Failed logins for one account before it is slowed down, and for one address per 15 minutes. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
});
export type AuthConfig = z.infer<typeof AuthEnv>;

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig =>
  loadConfig(AuthEnv, env, 'auth');
