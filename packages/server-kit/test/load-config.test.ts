import { z } from 'zod';
import { BaseServerEnv, ConfigError, loadConfig } from '../src/config/load-config.js';

describe('loadConfig', () => {
  it('names every missing or bad variable', () => {
    const schema = BaseServerEnv.extend({
      DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL' }),
    });
    let error: unknown;
    try {
      loadConfig(
        schema,
        { REDIS_URL: 'redis://127.0.0.1:6379', INTERNAL_TOKEN_SECRET: 'short', DATABASE_URL: 'nope' },
        'auth',
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('[auth] invalid configuration');
    expect(message).toContain('INTERNAL_TOKEN_SECRET: INTERNAL_TOKEN_SECRET must be at least 32 characters');
    expect(message).toContain('DATABASE_URL: DATABASE_URL must be a postgres:// URL');
  });

  it('applies defaults and coerces values', () => {
    const config = loadConfig(BaseServerEnv, {
      REDIS_URL: 'redis://127.0.0.1:6379',
      INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({ NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
  });

  it('treats an empty variable as unset, so an optional one stays absent and a default applies', () => {
    const schema = BaseServerEnv.extend({ ADMIN_EMAIL: z.email().optional() });
    const config = loadConfig(schema, {
      REDIS_URL: 'redis://127.0.0.1:6379',
      INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: '',
      LOG_LEVEL: '',
    });
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
  });
});
