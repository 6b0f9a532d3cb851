import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeConfig, type ComposeProject } from '../src/compose.js';
import { repoRoot } from '../src/repo.js';

const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
const variablesIn = (text: string) => [...text.matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]);

describe.each([
  ['no .env', ''],
  ['the example .env', example],
])('docker-compose config with %s', (_label, dotEnv) => {
  let project: ComposeProject;
  beforeAll(() => {
    project = composeConfig(dotEnv);
  });

  it('describes every part with a healthcheck, started only after what it needs is healthy', () => {
    expect(Object.keys(project.services).sort()).toEqual(
      [
        'auth',
        'billing',
        'billing-worker',
        'catalog',
        'gateway',
        'library',
        'postgres',
        'redis',
        'sandbox',
        'web',
      ].sort(),
    );
    for (const [name, service] of Object.entries(project.services)) {
      expect([name, service.healthcheck?.test?.length ?? 0]).not.toEqual([name, 0]);
      for (const [needed, rule] of Object.entries(service.depends_on ?? {}))
        expect([name, needed, rule.condition]).toEqual([name, needed, 'service_healthy']);
    }
  });

  it('publishes only the web entry and the sandbox’s browser-facing ports, on 127.0.0.1', () => {
    const published = Object.entries(project.services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name).sort()).toEqual(['sandbox', 'web']);
    for (const [, service] of published)
      for (const port of service.ports ?? [])
        expect(typeof port === 'string' ? port : port.host_ip).toMatch(/^127\.0\.0\.1/);
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
});
