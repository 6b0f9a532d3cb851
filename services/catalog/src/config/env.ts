import { z } from 'zod';
import { BaseServerEnv, loadConfig, PortSchema } from '@stillframe/server-kit';
import { QuotaCostsEnv } from './quota-costs.js';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');
const baseUrl = (name: string, fallback: string) =>
  z
    .url({ error: `${name} must be an http(s) URL` })
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

export const CatalogEnv = BaseServerEnv.extend({
  PORT: PortSchema.default(4002),
  /** Server-side only: sent to YouTube as the `key` parameter, never to a browser or a log line. */
  YOUTUBE_API_KEY: z
    .string({ error: 'YOUTUBE_API_KEY is required (the launcher sets the sandbox key in demo mode)' })
    .min(1, 'YOUTUBE_API_KEY is required'),
  YOUTUBE_API_BASE_URL: baseUrl('YOUTUBE_API_BASE_URL', 'https://www.googleapis.com/youtube/v3'),
  ZENQUOTES_BASE_URL: baseUrl('ZENQUOTES_BASE_URL', 'https://zenquotes.io'),
  /** Without it the backdrop has no photo (the random-photo call answers 204). */
  UNSPLASH_ACCESS_KEY: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  UNSPLASH_BASE_URL: baseUrl('UNSPLASH_BASE_URL', 'https://api.unsplash.com'),
  /** Photos fetched in one call for a pool (Unsplash allows 1-30), and how long a pool serves before a refill. */
  UNSPLASH_POOL_SIZE: z.coerce.number().int().min(1).max(30).default(10),
  UNSPLASH_POOL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60),
  /**
   * Unsplash calls (refills and download tracking) all replicas together make per hour: well under the
   * demo key's 50, leaving room for a pool refill and each of its photos' downloads.
   */
  UNSPLASH_CALLS_PER_HOUR: z.coerce.number().int().min(1).default(25),
  /** SponsorBlock's API (segments) and DeArrow's (community titles and thumbnails): one server. */
  SPONSORBLOCK_BASE_URL: baseUrl('SPONSORBLOCK_BASE_URL', 'https://sponsor.ajay.app'),
  /** DeArrow's thumbnail service; its images are loaded by browsers, so the gateway's CSP names its origin. */
  DEARROW_THUMBNAIL_BASE_URL: baseUrl('DEARROW_THUMBNAIL_BASE_URL', 'https://dearrow-thumb.ajay.app'),
  PLAYER_SCRIPT_URL: z.url().default('https://www.youtube.com/iframe_api'),
  PLAYER_HOST: z.url().default('https://www.youtube-nocookie.com'),
  /** True when the upstreams are the sandbox; told to the web through /api/client-config. */
  DEMO_MODE: flag('false'),
  /** Deadline of every upstream call, connection to last byte. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(8000),
  /** Cost table and daily limits per quota bucket (JSON, see config/quota-costs.ts); default: the 2026 granular model. */
  YOUTUBE_QUOTA_COSTS: QuotaCostsEnv,
  /** Results per search or uploads page: one upstream call whatever the size, so larger pages stretch the quota. */
  YOUTUBE_PAGE_SIZE: z.coerce.number().int().min(1).max(50).default(24),
  /**
   * Reading a channel's whole uploads list (a search within it, oldest first): uploads per playlist call
   * and the most calls, so at most 40 playlist units (and 40 for durations) and 2,000 uploads (docs/decisions/0018-channel-pages-and-favourites-import.md).
   */
  CHANNEL_UPLOADS_PAGE_SIZE: z.coerce.number().int().min(1).max(50).default(50),
  CHANNEL_UPLOADS_MAX_PAGES: z.coerce.number().int().min(1).max(100).default(40),
  /** How long past its freshness an entry is kept, to be served while the quota is spent (it resets daily). */
  CACHE_STALE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60),
  /** Upstream calls (cache misses) one anonymous client address may cause per window; cache hits are free. */
  ANONYMOUS_UPSTREAM_CALLS: z.coerce.number().int().min(0).default(30),
  ANONYMOUS_UPSTREAM_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** The share (%) of each day's YouTube quota bucket anonymous callers may spend; signed-in users keep the rest. */
  YOUTUBE_ANONYMOUS_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  /**
   * The share (%) of each day's YouTube quota bucket one signed-in account may spend, by plan; cache hits are
   * free and administrators are exempt (docs/decisions/0027-quota-budgets.md).
   */
  YOUTUBE_PRO_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  YOUTUBE_FREE_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(2),
  /**
   * How long a Data API call that failed in a way it would fail again (not found, a bad page token, an
   * invalid id) is remembered and answered without calling YouTube; 0 remembers nothing.
   */
  YOUTUBE_FAILURE_MEMORY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60),
  /**
   * How long a cache read may take before the catalog treats Redis as down and answers uncached. The
   * tests raise it: their machine runs everything at once, and a slow moment there is not an outage.
   */
  CACHE_READ_DEADLINE_MS: z.coerce.number().int().min(1).default(250),
  /** Switches the cache and the merging of identical calls off; for measurements (bench) only. */
  CACHE_ENABLED: flag('true'),
});
export type CatalogConfig = z.infer<typeof CatalogEnv>;

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');
export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  loadConfig(CatalogEnv, env, 'catalog');
