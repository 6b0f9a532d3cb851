import { z } from 'zod';
import {
  ChannelSchema,
  ChannelSearchItemSchema,
  PlaylistItemSchema,
  PlaylistSearchItemSchema,
  VideoSchema,
  VideoSearchItemSchema,
} from '@stillframe/contracts';

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

/**
 * A search result as YouTube sends it, `id.kind` naming what it is; `type` is added from it, so that the
 * answer's items are the contract's discriminated union.
 */
export const SearchListShape = listOf(
  z.union([
    VideoSearchItemSchema.omit({ type: true })
      .extend({ id: z.looseObject({ kind: z.literal('youtube#video'), videoId: z.string() }) })
      .transform((item) => ({ ...item, type: 'video' as const })),
    ChannelSearchItemSchema.omit({ type: true })
      .extend({ id: z.looseObject({ kind: z.literal('youtube#channel'), channelId: z.string() }) })
      .transform((item) => ({ ...item, type: 'channel' as const })),
    PlaylistSearchItemSchema.omit({ type: true })
      .extend({ id: z.looseObject({ kind: z.literal('youtube#playlist'), playlistId: z.string() }) })
      .transform((item) => ({ ...item, type: 'playlist' as const })),
  ]),
);
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
