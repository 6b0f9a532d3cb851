import { z } from 'zod';

/** The Data API methods the catalog calls. */
export const YouTubeMethods = ['search', 'videos', 'channels', 'playlistItems'] as const;
export type YouTubeMethod = (typeof YouTubeMethods)[number];

const BucketName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,30}$/, 'bucket names are lower-case letters, digits and _');

/**
 * What each call costs and which daily pool it draws from. Since the platform's 2026 change, search.list
 * has its own bucket of 100 calls a day at 1 unit each, and everything else shares 10,000 units a day.
 */
export const QuotaCostsSchema = z
  .object({
    buckets: z.record(BucketName, z.number().int().positive()),
    methods: z.object(
      Object.fromEntries(
        YouTubeMethods.map((method) => [
          method,
          z.object({ bucket: BucketName, units: z.number().int().min(0) }),
        ]),
      ) as {
        [M in YouTubeMethod]: z.ZodObject<{ bucket: typeof BucketName; units: z.ZodNumber }>;
      },
    ),
  })
  .superRefine((costs, context) => {
    for (const method of YouTubeMethods) {
      const bucket = costs.methods[method].bucket;
      if (!(bucket in costs.buckets)) {
        context.addIssue({
          code: 'custom',
          path: ['methods', method, 'bucket'],
          message: `bucket "${bucket}" has no daily limit in "buckets"`,
        });
      }
    }
  });
export type QuotaCosts = z.infer<typeof QuotaCostsSchema>;

export const granularQuotaCosts: QuotaCosts = {
  buckets: { search: 100, shared: 10_000 },
  methods: {
    search: { bucket: 'search', units: 1 },
    videos: { bucket: 'shared', units: 1 },
    channels: { bucket: 'shared', units: 1 },
    playlistItems: { bucket: 'shared', units: 1 },
  },
};

/** Reads the JSON of YOUTUBE_QUOTA_COSTS; a bad value names the offending field. */
export const QuotaCostsEnv = z
  .string()
  .optional()
  .transform((raw, context) => {
    if (raw === undefined || raw.trim() === '') return granularQuotaCosts;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'YOUTUBE_QUOTA_COSTS must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(QuotaCostsSchema);
