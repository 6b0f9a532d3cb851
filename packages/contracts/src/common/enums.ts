import { z } from 'zod';
import { UserCursorSchema } from './cursor.js';

export const SearchOrderSchema = z.enum(['date', 'relevance', 'rating', 'title', 'viewCount']);
export type SearchOrder = z.infer<typeof SearchOrderSchema>;

/** Channel videos cannot be ordered by relevance (docs/decisions/0009-upstream-quotas.md). */
export const ChannelOrderSchema = z.enum(['date', 'rating', 'title', 'viewCount']);
export type ChannelOrder = z.infer<typeof ChannelOrderSchema>;

/** short: under 4 min; medium: 4 to 20 min; long: over 20 min. */
export const SearchDurationSchema = z.enum(['any', 'short', 'medium', 'long']);
export type SearchDuration = z.infer<typeof SearchDurationSchema>;

export const ViewModeSchema = z.enum(['thumbnail', 'description']);
export type ViewMode = z.infer<typeof ViewModeSchema>;

export const DefaultPreferences = {
  defaultSearchOrder: 'date',
  defaultSearchDuration: 'medium',
  defaultViewMode: 'thumbnail',
} as const satisfies {
  defaultSearchOrder: SearchOrder;
  defaultSearchDuration: SearchDuration;
  defaultViewMode: ViewMode;
};

export const SuccessSchema = z.object({ success: z.literal(true) });
/** Optional paging on list calls; the next cursor comes back in the `x-next-cursor` header. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: UserCursorSchema.optional(),
});
