import { z } from 'zod';

/**
 * The plan an account's YouTube budget follows: Pro accounts get a larger share of each bucket than free
 * ones; administrators are exempt from budgets but still counted.
 */
export const QuotaPlanSchema = z.enum(['pro', 'free']);
export type QuotaPlan = z.infer<typeof QuotaPlanSchema>;

/** One account among those that spent most of a bucket today; the web joins the email by user id. */
export const YouTubeUsageAccountSchema = z.object({
  userId: z.string(),
  plan: z.enum(['pro', 'free', 'admin']),
  units: z.number().int(),
  /** The account's budget in this bucket for the day; null for an administrator (exempt). */
  budget: z.number().int().nullable(),
});
export type YouTubeUsageAccount = z.infer<typeof YouTubeUsageAccountSchema>;

/** One daily quota bucket (`shared`: everything but search; `search`: search calls). */
export const YouTubeUsageBucketSchema = z.object({
  bucket: z.string(),
  /** The bucket's daily limit in units. */
  limit: z.number().int(),
  units: z.number().int(),
  calls: z.number().int(),
  /** Units spent in the last hour: the rate, in units per hour. */
  unitsLastHour: z.number().int(),
  /** When the bucket runs out at the last hour's rate; null when it would last until the reset. */
  runsOutAt: z.iso.datetime().nullable(),
  /** True while no call may go upstream on this bucket (limit reached, or YouTube said it is spent). */
  exhausted: z.boolean(),
  /** What anonymous callers spent, and their share of the bucket. */
  anonymous: z.object({ units: z.number().int(), share: z.number().int() }),
  /** Each account's daily budget in this bucket by plan. */
  budgets: z.object({ pro: z.number().int(), free: z.number().int() }),
  /** The ten accounts that spent most of this bucket today, most first. */
  topAccounts: z.array(YouTubeUsageAccountSchema),
});
export type YouTubeUsageBucket = z.infer<typeof YouTubeUsageBucketSchema>;

/** Today's YouTube quota as the catalog's ledger counts it (all replicas). */
export const YouTubeUsageSchema = z.object({
  /** The quota day, a date in California (YouTube resets at midnight Pacific time). */
  day: z.iso.date(),
  resetsAt: z.iso.datetime(),
  /** False when the ledger could not be read (Redis down): the figures are then zeros, not the day's. */
  counted: z.boolean(),
  /** Calls per Data API method today. */
  calls: z.record(z.string(), z.number().int()),
  buckets: z.array(YouTubeUsageBucketSchema),
});
export type YouTubeUsage = z.infer<typeof YouTubeUsageSchema>;
