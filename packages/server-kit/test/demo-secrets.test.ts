import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEMO_SECRETS } from '../src/config/demo-secrets.js';
import { BaseServerEnv, ConfigError, loadConfig } from '../src/config/load-config.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const AppEnv = BaseServerEnv.extend({
  DATABASE_URL: z.url(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
});
const real = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const realEnv = {
  REDIS_URL: `redis://:${real}@redis:6379`,
  INTERNAL_TOKEN_SECRET: real,
  DATABASE_URL: `postgres://stillframe:${real}@postgres:5432/stillframe_billing`,
  STRIPE_WEBHOOK_SECRET: `whsec_${real}`,
};
// As docker-compose.yml renders them when .env leaves the secrets out.
const demoEnv = {
  REDIS_URL: 'redis://:stillframe-demo-redis@redis:6379',
  INTERNAL_TOKEN_SECRET: 'demo-only-internal-token-secret-change-me',
  DATABASE_URL: 'postgres://stillframe:stillframe-demo-postgres@postgres:5432/stillframe_billing',
  STRIPE_WEBHOOK_SECRET: 'whsec_demo_only_sandbox_webhook_secret',
};

const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(AppEnv, env, 'billing');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('demo secrets', () => {
  it('are refused in production, each variable named with how to make a real one', () => {
    const message = refusal({ ...demoEnv, NODE_ENV: 'production' });
    expect(message.split('\n')).toEqual([
      '[billing] invalid configuration:',
      expect.stringMatching(/^ {2}INTERNAL_TOKEN_SECRET: INTERNAL_TOKEN_SECRET is a published demo value/),
      expect.stringMatching(/^ {2}STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is a published demo value/),
      expect.stringMatching(/^ {2}DATABASE_URL: the password in DATABASE_URL is a published demo value/),
      expect.stringMatching(/^ {2}REDIS_URL: the password in REDIS_URL is a published demo value/),
    ]);
    expect(message).toContain('openssl rand -hex 32');
  });

  it('are refused in production alongside the schema’s own errors', () => {
    const message = refusal({
      ...realEnv,
      NODE_ENV: 'production',
      DATABASE_URL: 'nope',
      INTERNAL_TOKEN_SECRET: demoEnv.INTERNAL_TOKEN_SECRET,
    });
    expect(message).toContain('DATABASE_URL: ');
    expect(message).toContain('INTERNAL_TOKEN_SECRET: INTERNAL_TOKEN_SECRET is a published demo value');
  });

  it('leave real secrets in production alone', () => {
    expect(loadConfig(AppEnv, { ...realEnv, NODE_ENV: 'production' })).toMatchObject({
      NODE_ENV: 'production',
      INTERNAL_TOKEN_SECRET: real,
    });
  });

  it('are fine outside production (the keyless demo, development, tests)', () => {
    for (const NODE_ENV of ['development', 'test', undefined])
      expect(loadConfig(AppEnv, { ...demoEnv, NODE_ENV }).INTERNAL_TOKEN_SECRET).toBe(
        demoEnv.INTERNAL_TOKEN_SECRET,
      );
  });

  it('include every secret default written in docker-compose.yml, .env.example and the local overlay', () => {
    const secretName = /SECRET|PASSWORD|TOKEN|_KEY$/;
    const compose = readFileSync(`${repoRoot}docker-compose.yml`, 'utf8');
    const example = readFileSync(`${repoRoot}.env.example`, 'utf8');
    const overlay = readFileSync(`${repoRoot}k8s/overlays/local/kustomization.yaml`, 'utf8');
    const defaults = [
      ...[...compose.matchAll(/\$\{([A-Z0-9_]+):?-([^}]*)\}/g)].map(([, name, value]) => [name, value]),
      ...[...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
      ...[...overlay.matchAll(/^\s+- ([A-Z0-9_]+)=(\S*)$/gm)].map(([, name, value]) => [name, value]),
    ].filter(([name, value]) => secretName.test(name!) && value!.trim() !== '');
    expect(defaults.map(([name]) => name)).toEqual(
      expect.arrayContaining(['INTERNAL_TOKEN_SECRET', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD']),
    );
    expect(defaults.filter(([, value]) => value === 'local-only-postgres')).not.toEqual([]);
    expect(defaults.filter(([, value]) => !DEMO_SECRETS.has(value!.trim()))).toEqual([]);
  });
});
