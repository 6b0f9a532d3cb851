import { z } from 'zod';
import { UserCursorSchema } from './cursor.js';
import { ChannelOrderValues, SearchDurationValues, SearchOrderValues, ViewModeValues } from './values.js';

export * from './values.js';

export const SearchOrderSchema = z.enum(SearchOrderValues);
/** Channel videos cannot be ordered by relevance (docs/decisions/0009-upstream-quotas.md). */
export const ChannelOrderSchema = z.enum(ChannelOrderValues);
/** short: under 4 min; medium: 4 to 20 min; long: over 20 min. */
export const SearchDurationSchema = z.enum(SearchDurationValues);
export const ViewModeSchema = z.enum(ViewModeValues);

export const SuccessSchema = z.object({ success: z.literal(true) });
/** Optional paging on list calls; the next cursor comes back in the `x-next-cursor` header. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: UserCursorSchema.optional(),
});
