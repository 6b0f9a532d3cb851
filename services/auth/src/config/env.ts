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
  /** Brute-force limits (login-throttle.service.ts). Failures of one account from one client before delays: */
  LOGIN_FAILURES_PER_CLIENT: z.coerce.number().int().positive().default(5),
  /** Failures from one address across accounts per 15 minutes (clients without a trusted device). */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  /** Failures of one account per day from clients without its trusted device: the attacker's ceiling. */
  LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: z.coerce.number().int().positive().default(50),
  /** Failures from one trusted device per 15 minutes before that device alone waits. */
  LOGIN_FAILURES_PER_DEVICE: z.coerce.number().int().positive().default(10),
});
export type AuthConfig = z.infer<typeof AuthEnv>;

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig =>
  loadConfig(AuthEnv, env, 'auth');
