import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startSandboxes, type Sandboxes } from '@stillframe/sandbox';
import { appEntry, webDist } from './paths.js';
import { startInfrastructure, type Infrastructure } from './infrastructure.js';
import { startNodeApp, type RunningProcess } from './services.js';
import { freePort } from '@stillframe/server-kit/ports';

export interface StackOptions {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  logLevel?: string;
  /** A local Redis in its own process group: for a launcher that stops the stack on every signal (redis.ts). */
  redisOwnProcessGroup?: boolean;
  /** Settings for the gateway alone, over the rest (the browser tests' per-address limits). */
  gatewayEnv?: Record<string, string>;
}

export interface Stack {
  url: string;
  demo: { youtube: boolean; photos: boolean; quotes: boolean; stripe: boolean };
  sandboxes: Sandboxes | null;
  infrastructure: Infrastructure;
  /** Each app's /metrics, on a port of its own (never through the gateway). */
  metrics: Record<AppName, string>;
  stop(): Promise<void>;
}

const database = (server: string, name: string) => `${server}/stillframe_${name}`;

const APPS = ['gateway', 'auth', 'catalog', 'library', 'billing'] as const;
export type AppName = (typeof APPS)[number];

/** Postgres, Redis, the sandbox upstreams where no real key is configured, the four services and the gateway. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const env = options.env ?? process.env;
  const running: RunningProcess[] = [];
  const infrastructure = await startInfrastructure(options.dataDir, env, {
    ownProcessGroup: options.redisOwnProcessGroup,
  });
  // The name a person types; Stripe's return URLs use it too, so the session cookie comes back with them.
  const url = `http://localhost:${options.port}`;
  const demo = {
    youtube: !env.YOUTUBE_API_KEY,
    photos: !env.UNSPLASH_ACCESS_KEY,
    quotes: !env.ZENQUOTES_BASE_URL,
    stripe: !env.STRIPE_SECRET_KEY,
  };
  const sandboxes = Object.values(demo).some(Boolean)
    ? await startSandboxes({
        webhookUrl: `${url}/api/subscription/webhook`,
        webhookSecret: `whsec_${randomBytes(24).toString('hex')}`,
      })
    : null;
  const common = {
    NODE_ENV: env.NODE_ENV ?? 'production',
    LOG_LEVEL: options.logLevel ?? env.LOG_LEVEL ?? 'info',
    REDIS_URL: infrastructure.redisUrl,
    INTERNAL_TOKEN_SECRET: env.INTERNAL_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
  };
  const upstreamEnv = sandboxes ? sandboxes.envFor(demo) : {};
  const ports = {
    auth: await freePort(),
    catalog: await freePort(),
    library: await freePort(),
    billing: await freePort(),
  };
  const metricsPorts = Object.fromEntries(
    await Promise.all(APPS.map(async (name) => [name, await freePort()] as const)),
  ) as Record<AppName, number>;
  const metrics = Object.fromEntries(
    APPS.map((name) => [name, `http://127.0.0.1:${metricsPorts[name]}/metrics`]),
  ) as Record<AppName, string>;
  const logDir = join(options.dataDir, 'logs');
  const start = async (name: keyof typeof ports, extra: Record<string, string | undefined>) => {
    const defined = Object.fromEntries(
      Object.entries(extra).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const app = await startNodeApp({
      name,
      entry: appEntry[name],
      port: ports[name],
      env: { ...common, METRICS_PORT: String(metricsPorts[name]), ...defined },
      logDir,
      readyPath: '/health/live',
    });
    running.push(app);
  };
  try {
    await Promise.all([
      start('auth', {
        DATABASE_URL: database(infrastructure.postgresUrl, 'auth'),
        ADMIN_EMAIL: env.ADMIN_EMAIL,
        ADMIN_PASSWORD: env.ADMIN_PASSWORD,
      }),
      start('catalog', { ...upstreamEnv }),
      start('library', { DATABASE_URL: database(infrastructure.postgresUrl, 'library') }),
      start('billing', {
        DATABASE_URL: database(infrastructure.postgresUrl, 'billing'),
        PUBLIC_URL: env.PUBLIC_URL ?? url,
        ...upstreamEnv,
      }),
    ]);
    const gateway = await startNodeApp({
      name: 'gateway',
      entry: appEntry.gateway,
      port: options.port,
      logDir,
      readyPath: '/api/health',
      env: {
        ...common,
        METRICS_PORT: String(metricsPorts.gateway),
        AUTH_URL: `http://127.0.0.1:${ports.auth}`,
        CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
        LIBRARY_URL: `http://127.0.0.1:${ports.library}`,
        BILLING_URL: `http://127.0.0.1:${ports.billing}`,
        WEB_DIST: webDist,
        CSP_EXTRA_ORIGINS: sandboxes
          ? [sandboxes.youtube.url, sandboxes.photos.url, sandboxes.stripe.url].join(' ')
          : (env.CSP_EXTRA_ORIGINS ?? ''),
        ...(env.PUBLIC_ORIGIN ? { PUBLIC_ORIGIN: env.PUBLIC_ORIGIN } : {}),
        ...options.gatewayEnv,
      },
    });
    running.push(gateway);
  } catch (error) {
    await stopAll(running, sandboxes, infrastructure);
    throw error;
  }
  return {
    url,
    demo,
    sandboxes,
    infrastructure,
    metrics,
    stop: () => stopAll(running, sandboxes, infrastructure),
  };
}

async function stopAll(
  running: RunningProcess[],
  sandboxes: Sandboxes | null,
  infrastructure: Infrastructure,
): Promise<void> {
  // PostgreSQL and Redis are stopped whatever happened to the apps and sandboxes before.
  try {
    await Promise.allSettled(running.reverse().map((app) => app.stop()));
    await sandboxes?.stop().catch((error: unknown) => console.error(error));
  } finally {
    await infrastructure.stop();
  }
}
