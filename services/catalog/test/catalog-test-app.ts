import { pino } from 'pino';
import request from 'supertest';
import { readyApp, serveMetrics, type App } from '@stillframe/server-kit';
import { InternalHeader } from '@stillframe/contracts';
import {
  startPhotosSandbox,
  startQuotesSandbox,
  startYouTubeSandbox,
  type PhotosSandbox,
  type QuotesSandbox,
  type YouTubeSandbox,
} from '@stillframe/sandbox';
import { flushTestRedis, testIdentity, testServiceEnv } from '@stillframe/server-kit/testing';
import { Clock } from '../src/clock/clock.js';
import { granularQuotaCosts } from '../src/config/quota-costs.js';
import { loadCatalogConfig } from '../src/config/env.js';
import { createCatalogService } from '../src/bootstrap.js';

/** The env of a catalog whose day is small enough that a test reaches its limits in a few calls. */
export const smallQuotaBuckets = (shared: number, search = 100): Record<string, string> => ({
  YOUTUBE_QUOTA_COSTS: JSON.stringify({ ...granularQuotaCosts, buckets: { search, shared } }),
});

/** A key distinctive enough that finding it anywhere in a response or a log line is a leak. */
export const TEST_YOUTUBE_KEY = 'sandbox-key-7f3c9e1a-never-shown';

/** Real time, moved forward on demand: "five minutes later" without waiting. */
export class TestClock extends Clock {
  private offset = 0;

  override now(): number {
    return Date.now() + this.offset;
  }

  advance(ms: number): void {
    this.offset += ms;
  }
}

export interface Upstreams {
  youtube: YouTubeSandbox;
  quotes: QuotesSandbox;
  photos: PhotosSandbox;
  reset(): void;
  close(): Promise<void>;
}

/** The sandboxes, with the 2026 quota model and limits no test meets unless it asks to. */
export async function startUpstreams(): Promise<Upstreams> {
  const [youtube, quotes, photos] = await Promise.all([
    startYouTubeSandbox({ quota: { model: 'granular', dailySearches: 100_000, dailyUnits: 10_000_000 } }),
    startQuotesSandbox(),
    startPhotosSandbox({ rateLimitPerHour: 100_000 }),
  ]);
  return {
    youtube,
    quotes,
    photos,
    reset: () => {
      youtube.control.reset();
      quotes.control.reset();
      photos.control.reset();
    },
    close: async () => {
      await Promise.all([youtube.close(), quotes.close(), photos.close()]);
    },
  };
}

export function upstreamEnv(upstreams: Upstreams): Record<string, string> {
  return {
    YOUTUBE_API_KEY: TEST_YOUTUBE_KEY,
    YOUTUBE_API_BASE_URL: `${upstreams.youtube.url}/youtube/v3`,
    ZENQUOTES_BASE_URL: upstreams.quotes.url,
    UNSPLASH_ACCESS_KEY: 'sandbox-access-key',
    UNSPLASH_BASE_URL: upstreams.photos.url,
  };
}

export interface CatalogTestApp {
  app: App;
  http: ReturnType<typeof request>;
  clock: TestClock;
  /** Every log line the service wrote, at every level. */
  logs: string[];
  /** The service's /metrics, read from its metrics port as Prometheus would. */
  metrics(): Promise<string>;
  close(): Promise<void>;
}

export const asCaller = (claims: Parameters<typeof testIdentity>[0] = {}) => ({
  [InternalHeader.identity]: testIdentity(claims),
});
/** A signed-in subscriber as the gateway forwards one, with the default search preferences unless given. */
export const asSubscriber = (
  prf: {
    order: 'date' | 'relevance' | 'rating' | 'title' | 'viewCount';
    duration: 'any' | 'short' | 'medium' | 'long';
  } | null = null,
) => asCaller({ sub: 'user-1', sid: 'session-1', prf, pln: 'pro' });

/** A subscriber's search of `q` (with the default preferences), and any other query parameters. */
export const searchAsSubscriber = (app: CatalogTestApp, q: string, extra: Record<string, string> = {}) =>
  app.http
    .get('/api/youtube/search')
    .query({ q, ...extra })
    .set(asSubscriber());

/** The real catalog service, on the test Redis (emptied first unless `keepRedis`), against the given upstreams. */
export async function startCatalogTestApp(
  upstreams: Upstreams,
  options: { env?: Record<string, string>; keepRedis?: boolean } = {},
): Promise<CatalogTestApp> {
  if (!options.keepRedis) await flushTestRedis();
  const config = loadCatalogConfig(testServiceEnv({ ...upstreamEnv(upstreams), ...options.env }));
  const logs: string[] = [];
  const logger = pino(
    { level: 'trace', base: { app: 'catalog-test' } },
    { write: (line: string) => void logs.push(line) },
  );
  const clock = new TestClock();
  const app = await createCatalogService(config, logger, { clock });
  await readyApp(app);
  const metricsPort = await serveMetrics(app, 0, '127.0.0.1');
  const metrics = async () => {
    const response = await fetch(metricsPort.url);
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/plain'))
      throw new Error(`/metrics answered ${response.status} ${response.headers.get('content-type')}`);
    return response.text();
  };
  const close = async () => {
    await metricsPort.close();
    await app.close();
  };
  return { app, http: request(app.getHttpServer()), clock, logs, metrics, close };
}

/** Waits until a condition holds (fire-and-forget work), failing after a few seconds. */
export async function eventually(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * Registers a suite's hooks: the upstream sandboxes once per file, and a fresh catalog app (new Redis
 * state, reset upstream counters) for every test. `assign` hands both to the suite's variables.
 */
export function useFreshCatalogApp(
  assign: (app: CatalogTestApp, upstreams: Upstreams) => void,
  options: Parameters<typeof startCatalogTestApp>[1] = {},
): void {
  let upstreams: Upstreams;
  let app: CatalogTestApp;
  beforeAll(async () => {
    upstreams = await startUpstreams();
  });
  afterAll(async () => {
    await upstreams.close();
  });
  beforeEach(async () => {
    upstreams.reset();
    app = await startCatalogTestApp(upstreams, options);
    assign(app, upstreams);
  });
  afterEach(async () => {
    await app.close();
  });
}
