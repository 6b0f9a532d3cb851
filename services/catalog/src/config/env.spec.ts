import { ConfigError } from '@stillframe/server-kit';
import { loadCatalogConfig } from './env.js';

const base = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_TOKEN_SECRET: 'a'.repeat(32),
  YOUTUBE_API_KEY: 'key',
};
const failureOf = (env: Record<string, string>): string => {
  try {
    loadCatalogConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
};

describe('catalog configuration', () => {
  it("defaults to the real upstreams, the 2026 granular quota and Stillframe's freshness", () => {
    const config = loadCatalogConfig(base);
    expect(config).toMatchObject({
      PORT: 4002,
      YOUTUBE_API_BASE_URL: 'https://www.googleapis.com/youtube/v3',
      ZENQUOTES_BASE_URL: 'https://zenquotes.io',
      UNSPLASH_BASE_URL: 'https://api.unsplash.com',
      SPONSORBLOCK_BASE_URL: 'https://sponsor.ajay.app',
      DEARROW_THUMBNAIL_BASE_URL: 'https://dearrow-thumb.ajay.app',
      DEMO_MODE: false,
      UPSTREAM_TIMEOUT_MS: 8000,
      CACHE_ENABLED: true,
    });
    expect(config.UNSPLASH_ACCESS_KEY).toBeUndefined();
    expect(config.YOUTUBE_QUOTA_COSTS.buckets).toEqual({ search: 100, shared: 10_000 });
    expect(config.YOUTUBE_QUOTA_COSTS.methods.search).toEqual({ bucket: 'search', units: 1 });
  });

  it('requires the YouTube key and names it', () => {
    expect(
      failureOf({ REDIS_URL: base.REDIS_URL, INTERNAL_TOKEN_SECRET: base.INTERNAL_TOKEN_SECRET }),
    ).toMatch(/YOUTUBE_API_KEY/);
  });

  it('refuses a cost table that is not JSON, or whose method draws on a bucket without a daily limit', () => {
    expect(failureOf({ ...base, YOUTUBE_QUOTA_COSTS: '{not json' })).toMatch(
      /YOUTUBE_QUOTA_COSTS: YOUTUBE_QUOTA_COSTS must be JSON/,
    );
    const unknownBucket = JSON.stringify({
      buckets: { shared: 10_000 },
      methods: {
        search: { bucket: 'search', units: 1 },
        videos: { bucket: 'shared', units: 1 },
        channels: { bucket: 'shared', units: 1 },
        playlistItems: { bucket: 'shared', units: 1 },
      },
    });
    expect(failureOf({ ...base, YOUTUBE_QUOTA_COSTS: unknownBucket })).toMatch(
      /YOUTUBE_QUOTA_COSTS\.methods\.search\.bucket: bucket "search" has no daily limit/,
    );
  });

  it('reads the flags and trims the base urls', () => {
    const config = loadCatalogConfig({
      ...base,
      DEMO_MODE: 'true',
      CACHE_ENABLED: 'false',
      YOUTUBE_API_BASE_URL: 'http://127.0.0.1:9000/youtube/v3/',
    });
    expect(config.DEMO_MODE).toBe(true);
    expect(config.CACHE_ENABLED).toBe(false);
    expect(config.YOUTUBE_API_BASE_URL).toBe('http://127.0.0.1:9000/youtube/v3');
    expect(failureOf({ ...base, DEMO_MODE: 'yes' })).toMatch(/DEMO_MODE/);
  });
});
