import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeConfig, type ComposeProject } from '../src/compose.js';
import { repoRoot } from '../src/repo.js';

const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
const variablesIn = (text: string) => [...text.matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]);
/** The example .env with these lines filled in, as a person edits their copy. */
const exampleWith = (settings: Record<string, string>) =>
  Object.entries(settings).reduce((text, [name, value]) => {
    const line = new RegExp(`^${name}=.*$`, 'm');
    expect(text).toMatch(line);
    return text.replace(line, `${name}=${value}`);
  }, example);
const real = (name: string) => `${name.toLowerCase()}-0123456789abcdef0123456789abcdef`;
const demoEnv = exampleWith({ COMPOSE_PROFILES: 'demo', NODE_ENV: 'development' });
const productionEnv = exampleWith({
  NODE_ENV: 'production',
  BIND_ADDRESS: '0.0.0.0',
  PUBLIC_URL: 'https://stillframe.example',
  COOKIE_SECURE: 'true',
  INTERNAL_TOKEN_SECRET: real('INTERNAL_TOKEN_SECRET'),
  POSTGRES_PASSWORD: real('POSTGRES_PASSWORD'),
  REDIS_PASSWORD: real('REDIS_PASSWORD'),
  YOUTUBE_API_KEY: real('YOUTUBE_API_KEY'),
  UNSPLASH_ACCESS_KEY: real('UNSPLASH_ACCESS_KEY'),
  STRIPE_SECRET_KEY: 'sk_live_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
});
/** `docker-compose config` takes half a second: each .env is rendered once. */
const rendered = new Map<string, ComposeProject>();
const render = (dotEnv: string): ComposeProject => {
  if (!rendered.has(dotEnv)) rendered.set(dotEnv, composeConfig(dotEnv));
  return rendered.get(dotEnv)!;
};
const APPS = [
  'auth',
  'billing',
  'billing-worker',
  'catalog',
  'gateway',
  'library',
  'postgres',
  'redis',
  'web',
];
const publishedPorts = (project: ComposeProject) =>
  Object.entries(project.services).flatMap(([name, service]) =>
    (service.ports ?? []).map((port) => [name, typeof port === 'string' ? port : JSON.stringify(port)]),
  );

describe.each([
  ['no .env', '', APPS],
  ['the example .env', example, APPS],
  ['a production .env', productionEnv, APPS],
  ['the demo .env', demoEnv, [...APPS, 'sandbox']],
])('docker-compose config with %s', (_label, dotEnv, services) => {
  let project: ComposeProject;
  beforeAll(() => {
    project = render(dotEnv);
  });

  it('describes every part with a healthcheck, started only after what it needs is healthy', () => {
    expect(Object.keys(project.services).sort()).toEqual([...services].sort());
    for (const [name, service] of Object.entries(project.services)) {
      expect([name, service.healthcheck?.test?.length ?? 0]).not.toEqual([name, 0]);
      // A dependency on a service the profiles leave out is an invalid model to compose v2.
      for (const [needed, rule] of Object.entries(service.depends_on ?? {}))
        expect([name, needed, rule.condition, needed in project.services]).toEqual([
          name,
          needed,
          'service_healthy',
          true,
        ]);
    }
  });

  it('pins the store images and gives every Redis client the password', () => {
    expect(project.services.postgres?.image).toMatch(/^postgres:\d+\.\d+/);
    expect(project.services.redis?.image).toMatch(/^redis:\d+\.\d+\.\d+/);
    expect(project.services.redis?.command?.join(' ')).toMatch(
      /--requirepass .*--maxmemory-policy noeviction/,
    );
    for (const service of Object.values(project.services)) {
      const url = service.environment?.REDIS_URL;
      if (url) expect(url).toMatch(/^redis:\/\/:[^@]+@redis:6379$/);
    }
  });

  it('starts no administrator unless both variables are set', () => {
    expect(project.services.auth?.environment).toMatchObject({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  });

  it('runs the apps in production unless the .env says development (the demo)', () => {
    const expected = dotEnv === demoEnv ? 'development' : 'production';
    for (const app of ['auth', 'catalog', 'library', 'billing', 'billing-worker', 'gateway'])
      expect([app, project.services[app]?.environment?.NODE_ENV]).toEqual([app, expected]);
  });
});

describe('published ports', () => {
  it('without the demo profile: the web container’s alone, on 127.0.0.1', () => {
    for (const dotEnv of ['', example])
      expect(publishedPorts(render(dotEnv))).toEqual([['web', '127.0.0.1:8080:8080/tcp']]);
  });

  it('with real keys in production: exactly one, the web container’s, on BIND_ADDRESS', () => {
    expect(publishedPorts(render(productionEnv))).toEqual([['web', '0.0.0.0:8080:8080/tcp']]);
  });

  it('in the demo: the web entry and the sandbox’s browser-facing ports, on 127.0.0.1', () => {
    expect(publishedPorts(render(demoEnv)).sort()).toEqual([
      ['sandbox', '127.0.0.1:9101:9101/tcp'],
      ['sandbox', '127.0.0.1:9103:9103/tcp'],
      ['sandbox', '127.0.0.1:9104:9104/tcp'],
      ['web', '127.0.0.1:8080:8080/tcp'],
    ]);
  });
});

describe('.env.example', () => {
  it('documents every variable docker-compose.yml reads', () => {
    const compose = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
    const documented = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
    expect(variablesIn(compose).filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('the image entrypoint (infra/docker/upstreams.sh)', () => {
  const environmentAfter = (env: Record<string, string>) => {
    const output = execFileSync('sh', [join(repoRoot, 'infra/docker/upstreams.sh'), 'env'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    });
    return Object.fromEntries(
      output
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
  };
  const demo = {
    SANDBOX_URL_BASE: 'http://sandbox',
    SANDBOX_PORT_BASE: '9100',
    SANDBOX_WEBHOOK_SECRET: 'whsec_x',
  };

  it('points every upstream without a key at the sandbox', () => {
    expect(environmentAfter(demo)).toMatchObject({
      YOUTUBE_API_KEY: 'sandbox-key',
      YOUTUBE_API_BASE_URL: 'http://sandbox:9101/youtube/v3',
      PLAYER_HOST: 'http://localhost:9101',
      ZENQUOTES_BASE_URL: 'http://sandbox:9102',
      UNSPLASH_BASE_URL: 'http://sandbox:9103',
      STRIPE_API_URL: 'http://sandbox:9104',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
  });

  it('leaves an upstream with a real key alone', () => {
    const env = environmentAfter({ ...demo, YOUTUBE_API_KEY: 'real', STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(env).toMatchObject({ YOUTUBE_API_KEY: 'real', STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(env.YOUTUBE_API_BASE_URL).toBeUndefined();
    expect(env.STRIPE_API_URL).toBeUndefined();
    expect(env.ZENQUOTES_BASE_URL).toBe('http://sandbox:9102');
  });

  it('does nothing outside the demo', () => {
    expect(environmentAfter({}).YOUTUBE_API_BASE_URL).toBeUndefined();
  });

  // The catalog's and billing's environment as compose renders it: the sandbox runs only under `demo`.
  const composed = (dotEnv: string, service: string) =>
    Object.fromEntries(
      Object.entries(render(dotEnv).services[service]?.environment ?? {}).map(([name, value]) => [
        name,
        value ?? '',
      ]),
    );

  it('points nothing at the sandbox when compose runs without the demo profile', () => {
    for (const dotEnv of ['', example]) {
      const catalog = environmentAfter(composed(dotEnv, 'catalog'));
      expect(catalog.YOUTUBE_API_BASE_URL).toBeUndefined();
      expect(catalog.ZENQUOTES_BASE_URL).toBe('');
      expect(catalog.UNSPLASH_BASE_URL).toBeUndefined();
      expect(environmentAfter(composed(dotEnv, 'billing')).STRIPE_API_URL).toBeUndefined();
    }
  });

  it('points the upstreams without a key at the sandbox in the demo', () => {
    expect(environmentAfter(composed(demoEnv, 'catalog'))).toMatchObject({
      YOUTUBE_API_BASE_URL: 'http://sandbox:9101/youtube/v3',
      ZENQUOTES_BASE_URL: 'http://sandbox:9102',
      UNSPLASH_BASE_URL: 'http://sandbox:9103',
    });
    expect(environmentAfter(composed(demoEnv, 'billing'))).toMatchObject({
      STRIPE_API_URL: 'http://sandbox:9104',
      STRIPE_WEBHOOK_SECRET: 'whsec_demo_only_sandbox_webhook_secret',
    });
  });
});
