import { z } from 'zod';
import { commaList } from '../common/comma-list.js';
import { PlaylistItemSchema } from './youtube.schema.js';

/** The most favourite channels one feed request may name; the web sends the user's favourites. */
export const FeedMaxChannels = 200;
/** How long a channel's latest uploads are shared between everyone who follows it before YouTube is asked again. */
export const FeedFreshnessSeconds = 60 * 60;

const ChannelId = z
  .string()
  .regex(/^UC[A-Za-z0-9_-]{22}$/, 'Invalid channel id (UC followed by 22 characters)');
/** Where the previous page ended: the last item's upload time and video id, base64url. */
const FeedCursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid page token');

export const FeedQuerySchema = z.object({
  channelIds: commaList(ChannelId, 'At least one channel id', {
    count: FeedMaxChannels,
    message: `At most ${FeedMaxChannels} channel ids`,
  }),
  pageToken: FeedCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

export const FeedItemSchema = PlaylistItemSchema.extend({
  /** The upload time: the feed's one and only order (newest first). */
  publishedAt: z.string(),
});
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedResponseSchema = z.object({
  items: z.array(FeedItemSchema),
  nextPageToken: z.string().optional(),
  /** Channels whose uploads could not be read this time (deleted, or YouTube failing); the rest still show. */
  unavailableChannelIds: z.array(z.string()),
});
export type FeedResponse = z.infer<typeof FeedResponseSchema>;
