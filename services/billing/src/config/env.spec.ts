import { ConfigError } from '@stillframe/server-kit';
import { loadBillingConfig, planFeatures } from './env.js';

const base = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/billing',
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('billing configuration', () => {
  it('has the documented defaults', () => {
    const config = loadBillingConfig(base);
    expect(config).toMatchObject({
      PORT: 4004,
      PUBLIC_URL: 'http://localhost:8080',
      STRIPE_PRICE_LOOKUP_KEY: 'pro_monthly',
      PAST_DUE_GRACE_DAYS: 3,
      WORKERS: 'on',
    });
    expect(config.STRIPE_API_URL).toBeUndefined();
    expect(planFeatures(config).length).toBeGreaterThan(0);
  });

  it('names each missing or bad variable', () => {
    const { STRIPE_SECRET_KEY: _key, ...withoutKey } = base;
    expect(() => loadBillingConfig(withoutKey)).toThrow(/STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is required/);
    expect(() => loadBillingConfig({ ...base, PLAN_FEATURES: 'not json' })).toThrow(
      /PLAN_FEATURES must be a JSON array of strings/,
    );
    expect(() => loadBillingConfig({ ...base, PLAN_FEATURES: '[1, 2]' })).toThrow(/PLAN_FEATURES/);
    expect(() => loadBillingConfig({ ...base, WORKERS: 'maybe' })).toThrow(ConfigError);
  });

  it('reads the plan features from JSON', () => {
    expect(planFeatures(loadBillingConfig({ ...base, PLAN_FEATURES: '["Search","Notes"]' }))).toEqual([
      'Search',
      'Notes',
    ]);
  });
});
