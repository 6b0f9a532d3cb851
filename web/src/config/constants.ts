/** The product's client-side numbers (docs/product.md, Numbers). */
export const Timing = {
  helperRedirectMs: 100,
  playerMountGraceMs: 300,
  playerScriptTimeoutMs: 8000,
  playbackPollMs: 1000,
  tooltipDelayMs: 700,
  toastDurationSeconds: 5,
  /** Toasts open below the 64 px sticky header, so they never cover its controls. */
  toastTopPx: 76,
  /** A load that is retrying after a failure says "Still trying…" once this long has passed. */
  stillTryingMs: 2000,
} as const;

export const QueryTiming = {
  staleMs: 0,
  gcMs: 5 * 60 * 1000,
  searchStaleMs: 5 * 60 * 1000,
  videoStaleMs: 10 * 60 * 1000,
  channelStaleMs: 10 * 60 * 1000,
  queryRetries: 3,
  retryBaseMs: 1000,
  retryMaxMs: 30_000,
} as const;

export const Storage = {
  themeKey: 'theme',
  userKey: 'stillframe.user',
  userTtlMs: 180 * 24 * 60 * 60 * 1000,
} as const;

export const PriceDisplay = {
  fallbackPrice: '5.00',
} as const;

export const SKELETON_CARD_COUNT = 8;
export const QUOTA_MESSAGE = 'YouTube API quota exceeded. Please try again later.';
