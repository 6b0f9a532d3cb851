import { startPhotosSandbox } from './photos/index.js';
import { startQuotesSandbox } from './quotes/index.js';
import { retryScheduleFromEnv, startStripeSandbox, type RetrySchedule } from './stripe/index.js';
import { startYouTubeSandbox } from './youtube/index.js';

export interface SandboxSelection {
  youtube: boolean;
  photos: boolean;
  quotes: boolean;
  stripe: boolean;
}

export interface Sandboxes {
  youtube: Awaited<ReturnType<typeof startYouTubeSandbox>>;
  quotes: Awaited<ReturnType<typeof startQuotesSandbox>>;
  photos: Awaited<ReturnType<typeof startPhotosSandbox>>;
  stripe: Awaited<ReturnType<typeof startStripeSandbox>>;
  webhookSecret: string;
  /** The environment that points the catalog and billing services at these sandboxes. */
  envFor(selection: SandboxSelection): Record<string, string>;
  stop(): Promise<void>;
}

/** Every upstream stand-in on free loopback ports: what `npm start` uses when no real key is configured. */
export async function startSandboxes(options: {
  webhookUrl: string;
  webhookSecret: string;
  host?: string;
  /** Fixed ports (a container's); absent: free ports. */
  ports?: Partial<Record<keyof SandboxSelection, number>>;
  /** Host part of the URLs handed to browsers (images, player, checkout), e.g. http://localhost. */
  publicHost?: string;
  /**
   * What Stripe does after a declined renewal; default from STRIPE_SANDBOX_RETRY_DAYS ("3,5,7")
   * and STRIPE_SANDBOX_AFTER_RETRIES (cancel | unpaid), else 3, 5, 7 days then cancel.
   */
  stripeRetrySchedule?: RetrySchedule;
}): Promise<Sandboxes> {
  const host = options.host ?? '127.0.0.1';
  const ports = options.ports ?? {};
  // Read before anything listens, so a bad setting stops the start without leaving ports open.
  const retrySchedule = options.stripeRetrySchedule ?? retryScheduleFromEnv(process.env);
  const publicUrl = (name: keyof SandboxSelection) =>
    options.publicHost && ports[name] ? `${options.publicHost}:${ports[name]}` : undefined;
  const [youtube, quotes, photos, stripe] = await Promise.all([
    // The 2026 granular quota, generous enough that a demo or a test run never meets it unless asked to.
    startYouTubeSandbox({
      host,
      port: ports.youtube,
      publicUrl: publicUrl('youtube'),
      quota: { model: 'granular', dailySearches: 100_000, dailyUnits: 10_000_000 },
    }),
    startQuotesSandbox({ host, port: ports.quotes }),
    startPhotosSandbox({
      host,
      port: ports.photos,
      publicUrl: publicUrl('photos'),
      rateLimitPerHour: 100_000,
    }),
    startStripeSandbox({
      host,
      port: ports.stripe,
      publicUrl: publicUrl('stripe'),
      webhookUrl: options.webhookUrl,
      webhookSecret: options.webhookSecret,
      retrySchedule,
    }),
  ]);
  return {
    youtube,
    quotes,
    photos,
    stripe,
    webhookSecret: options.webhookSecret,
    envFor: (selection) => ({
      ...(selection.youtube
        ? {
            YOUTUBE_API_KEY: 'sandbox-key',
            YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
            PLAYER_SCRIPT_URL: `${youtube.url}/iframe_api`,
            PLAYER_HOST: youtube.url,
            DEMO_MODE: 'true',
            // The SponsorBlock/DeArrow stand-ins describe the sample videos, so they go with YouTube's.
            SPONSORBLOCK_BASE_URL: `${youtube.url}/sponsorblock`,
            DEARROW_THUMBNAIL_BASE_URL: `${youtube.url}/dearrow-thumb`,
          }
        : {}),
      ...(selection.quotes ? { ZENQUOTES_BASE_URL: quotes.url } : {}),
      ...(selection.photos
        ? { UNSPLASH_ACCESS_KEY: 'sandbox-access-key', UNSPLASH_BASE_URL: photos.url }
        : {}),
      ...(selection.stripe
        ? {
            STRIPE_SECRET_KEY: 'sk_test_sandbox',
            STRIPE_API_URL: stripe.url,
            STRIPE_WEBHOOK_SECRET: options.webhookSecret,
          }
        : {}),
    }),
    stop: async () => {
      await Promise.all([youtube.close(), quotes.close(), photos.close(), stripe.close()]);
    },
  };
}
