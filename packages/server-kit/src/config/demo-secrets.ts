/**
 * Secret values written in this repository for demos: anyone can read them, so an app refuses them
 * under NODE_ENV=production (loadConfig). test/demo-secrets.test.ts checks that every default written
 * in docker-compose.yml and .env.example is here, so a new one cannot slip past.
 */
export const DEMO_SECRETS: ReadonlySet<string> = new Set([
  // docker-compose.yml's defaults for a line .env leaves empty (and .env.example's).
  'demo-only-internal-token-secret-change-me',
  'stillframe-demo-postgres',
  'stillframe-demo-redis',
  'whsec_demo_only_sandbox_webhook_secret',
  // What the sandbox signs webhooks with when started alone (infra/sandbox/src/main.ts).
  'whsec_sandbox_local_development_secret',
  // k8s/overlays/local's secretGenerator (kind or minikube, which runs as development).
  'local-only-internal-token-secret-0123456789',
  'local-only-postgres',
  'local-only-redis',
  'whsec_local_only_sandbox_webhook_secret',
]);

/**
 * The variables any app reads a secret from. The sandbox keys (`sandbox-key`, `sk_test_sandbox`) are
 * not refused: they open nothing but the sandbox, and `npm start` runs production against it.
 */
export const SECRET_VARIABLES = [
  'INTERNAL_TOKEN_SECRET',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'YOUTUBE_API_KEY',
  'UNSPLASH_ACCESS_KEY',
  'REDIS_PASSWORD',
  'REDIS_SENTINEL_PASSWORD',
] as const;

/** URLs whose password part is a secret. */
export const SECRET_URL_VARIABLES = ['DATABASE_URL', 'REDIS_URL'] as const;

const HOW_TO_MAKE_ONE = 'set your own, e.g. `openssl rand -hex 32`';

/**
 * One line per variable that holds a demo secret in production, naming it; none elsewhere (a demo,
 * a test or development may use them).
 */
export function demoSecretIssues(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (value !== undefined && DEMO_SECRETS.has(value.trim()))
      issues.push(`${name}: ${name} is a published demo value, refused in production: ${HOW_TO_MAKE_ONE}`);
  }
  for (const name of SECRET_URL_VARIABLES) {
    const password = passwordIn(env[name]);
    if (password !== undefined && DEMO_SECRETS.has(password))
      issues.push(
        `${name}: the password in ${name} is a published demo value, refused in production: ${HOW_TO_MAKE_ONE}`,
      );
  }
  return issues;
}

function passwordIn(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const { password } = new URL(url);
  try {
    return decodeURIComponent(password);
  } catch {
    return password;
  }
}
