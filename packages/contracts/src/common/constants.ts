/** The product's numbers (docs/product.md, Numbers), shared by web and services. */
export const Limits = {
  minPasswordLength: 8,
  maxPasswordLength: 1024,
  maxEmailLength: 254,
  /** Longest regular note text, in characters. */
  maxNoteLength: 20_000,
  /** Longest ciphertext field of an encrypted note, base64 characters (20,000 chars of UTF-8 plus tag). */
  maxCipherTextLength: 110_000,
  ivBytes: 12,
  maxVideoIdsPerCall: 50,
  maxChannelIdsPerCall: 50,
  /** Uploads of this length or less count as Shorts (YouTube allows Shorts up to 3 minutes). */
  maxShortSeconds: 180,
  /** Uploads read at most for a search within a channel or oldest first: 40 playlist pages of 50. */
  maxChannelUploadsRead: 2_000,
  /** Largest favourites file accepted for import, bytes, and most channels in it. */
  maxImportFileBytes: 1024 * 1024,
  maxImportEntries: 5_000,
  /** Channels per import call: one batched channel-details call's worth. */
  maxImportBatch: 50,
} as const;

export const Pricing = {
  fallbackPriceCents: 500,
  moneyBackDays: 30,
  currency: 'usd',
} as const;

export const Kdf = {
  algorithm: 'PBKDF2',
  hash: 'SHA-256',
  /** Stored per user so that it can be raised later (docs/decisions/0003-note-encryption.md). */
  defaultIterations: 100_000,
  keyBits: 256,
  saltBytes: 16,
} as const;

/** Cache freshness of upstream data, seconds (docs/product.md, Numbers). */
export const Freshness = {
  searchSeconds: 5 * 60,
  videoSeconds: 10 * 60,
  channelSeconds: 10 * 60,
} as const;

/** The Pro plan's feature list, shown on the subscribe screen and used when Stripe is unreachable. */
export const ProPlanFeatures = [
  'Advanced video search with filters',
  'Unlimited favourite channels',
  'Timestamped notes, optionally encrypted in your browser',
  'No algorithmic recommendations, ever',
  '30-day money-back guarantee, cancel any time',
] as const;
