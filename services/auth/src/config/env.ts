import { z } from 'zod';
import { Kdf } from '@stillframe/contracts';
import { readPoolSize } from '@stillframe/db-tools';
import { BaseServerEnv, loadConfig, PortSchema } from '@stillframe/server-kit';
import { PRODUCTION_PASSWORD_HASH } from './password-hash-cost.js';

export const AuthEnv = BaseServerEnv.extend({
  PORT: PortSchema.default(4001),
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL of the auth database' }),
  /** Connections each process keeps to Postgres (db-tools' DATABASE_POOL_SIZE; budget in docs/deploy.md). */
  DATABASE_POOL_SIZE: z.string().optional().transform(readPoolSize),
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
  /**
   * argon2id cost (passwords/password-hasher.ts): OWASP's baseline, 19 MiB and 2 passes. Only tests
   * lower it (server-kit's testServiceEnv), to register users quickly; production refuses less.
   */
  ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(8)
    .max(4_194_304)
    .default(PRODUCTION_PASSWORD_HASH.memoryCost),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(100).default(PRODUCTION_PASSWORD_HASH.timeCost),
}).refine(
  (env) =>
    env.NODE_ENV !== 'production' ||
    (env.ARGON2_MEMORY_KIB >= PRODUCTION_PASSWORD_HASH.memoryCost &&
      env.ARGON2_TIME_COST >= PRODUCTION_PASSWORD_HASH.timeCost),
  {
    message: `ARGON2_MEMORY_KIB and ARGON2_TIME_COST may not be below ${PRODUCTION_PASSWORD_HASH.memoryCost} and ${PRODUCTION_PASSWORD_HASH.timeCost} in production`,
    path: ['ARGON2_MEMORY_KIB'],
  },
);
export type AuthConfig = z.infer<typeof AuthEnv>;

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
export const loadAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig =>
  loadConfig(AuthEnv, env, 'auth');
