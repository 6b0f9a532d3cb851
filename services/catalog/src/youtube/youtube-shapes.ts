import { z } from 'zod';
import { ChannelSchema, PlaylistItemSchema, SearchItemSchema, VideoSchema } from '@stillframe/contracts';

/**
 * A list envelope as YouTube sends it, passed through with its other fields. `items` may be missing when
 * nothing matched; an item without the fields Stillframe reads (a channel result, a broken entry) is left out
 * rather than failing the page.
 */
const listOf = <S extends z.ZodType>(item: S) =>
  z.looseObject({
    items: z
      .array(z.unknown())
      .default([])
      .transform((items) =>
        items.flatMap((raw) => {
          const parsed = item.safeParse(raw);
          return parsed.success ? [parsed.data as z.infer<S>] : [];
        }),
      ),
    nextPageToken: z.string().optional(),
    prevPageToken: z.string().optional(),
  });

export const SearchListShape = listOf(SearchItemSchema);
export type SearchList = z.infer<typeof SearchListShape>;

export const VideoListShape = listOf(VideoSchema);
export type VideoItem = z.infer<typeof VideoSchema>;

export const ChannelListShape = listOf(ChannelSchema);
export type ChannelList = z.infer<typeof ChannelListShape>;

export const PlaylistItemListShape = listOf(
  PlaylistItemSchema.extend({
    snippet: PlaylistItemSchema.shape.snippet.extend({ videoOwnerChannelId: z.string().optional() }),
    contentDetails: PlaylistItemSchema.shape.contentDetails.extend({
      videoPublishedAt: z.string().optional(),
    }),
  }),
);
export type PlaylistItemList = z.infer<typeof PlaylistItemListShape>;
export type PlaylistItem = PlaylistItemList['items'][number];
