import { z } from 'zod';
import { ProPlanFeatures } from '@stillframe/contracts';
import { readPoolSize } from '@stillframe/db-tools';
import { BaseServerEnv, loadConfig, PortSchema, WorkersSwitchSchema } from '@stillframe/server-kit';

const FeaturesSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'PLAN_FEATURES must be a JSON array of strings' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.string().min(1), { error: 'PLAN_FEATURES must be a JSON array of strings' })
      .min(1, 'PLAN_FEATURES must list at least one feature'),
  );

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const BillingEnv = BaseServerEnv.extend({
  PORT: PortSchema.default(4004),
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL of the billing database' }),
  /** Connections each process keeps to Postgres (db-tools' DATABASE_POOL_SIZE; budget in docs/deploy.md). */
  DATABASE_POOL_SIZE: z.string().optional().transform(readPoolSize),
  STRIPE_SECRET_KEY: z
    .string({ error: 'STRIPE_SECRET_KEY is required (sk_test_... or sk_live_...)' })
    .min(1, 'STRIPE_SECRET_KEY is required'),
  /** Another Stripe host, e.g. the sandbox at http://127.0.0.1:PORT; unset means api.stripe.com. */
  STRIPE_API_URL: z.url({ error: 'STRIPE_API_URL must be an http(s) URL' }).optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string({ error: 'STRIPE_WEBHOOK_SECRET is required (whsec_...)' })
    .min(1, 'STRIPE_WEBHOOK_SECRET is required'),
  /** The Pro plan's price: by lookup key, or by id when STRIPE_PRICE_ID is set (the id wins). */
  STRIPE_PRICE_LOOKUP_KEY: z.string().min(1).default('pro_monthly'),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_TIMEOUT_MS: milliseconds(10_000),
  STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** The site origin; Checkout and the portal send the browser back here. */
  PUBLIC_URL: z
    .url({ error: 'PUBLIC_URL must be the site origin, e.g. https://stillframe.example' })
    .default('http://localhost:8080'),
  PLAN_FEATURES: FeaturesSchema.optional(),
  /** How long the plan read from Stripe is reused. */
  PLAN_CACHE_SECONDS: z.coerce.number().int().min(0).default(600),
  /** Days a past_due subscription keeps access, counted from the failed renewal (the period start). */
  PAST_DUE_GRACE_DAYS: z.coerce.number().min(0).max(30).default(3),
  /** The workers switch (see server-kit's WorkersSwitchSchema): off serves the API only. */
  WORKERS: WorkersSwitchSchema,

  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  /** First retry delay; each next one doubles (1 s, 2 s, 4 s, ... about 8.5 minutes over 10 attempts). */
  WEBHOOK_BACKOFF_MS: milliseconds(1_000),
  /** A job whose worker stops renewing this lock (killed, frozen) goes back to the queue. */
  WEBHOOK_LOCK_MS: milliseconds(30_000),
  WEBHOOK_STALLED_INTERVAL_MS: milliseconds(30_000),
  WEBHOOK_MAX_STALLED: z.coerce.number().int().min(1).default(5),
});
export type BillingConfig = z.infer<typeof BillingEnv>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig =>
  loadConfig(BillingEnv, env, 'billing');

export const planFeatures = (config: BillingConfig): string[] => config.PLAN_FEATURES ?? [...ProPlanFeatures];
