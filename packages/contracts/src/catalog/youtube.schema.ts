import { z } from 'zod';
import { commaList } from '../common/comma-list.js';
import { Limits } from '../common/constants.js';
import {
  ChannelOrderSchema,
  SearchDurationSchema,
  SearchFeatureValues,
  SearchOrderSchema,
  SearchTypeValues,
  SearchUploadDateValues,
  type SearchFeature,
} from '../common/enums.js';

/** YouTube shapes are passed through as the platform sends them; only the fields Stillframe reads are named. */
const ThumbnailSchema = z.looseObject({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});
export const ThumbnailsSchema = z.looseObject({
  default: ThumbnailSchema.optional(),
  medium: ThumbnailSchema.optional(),
  high: ThumbnailSchema.optional(),
  standard: ThumbnailSchema.optional(),
  maxres: ThumbnailSchema.optional(),
});

export const VideoSnippetSchema = z.looseObject({
  title: z.string(),
  description: z.string(),
  channelId: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string(),
  thumbnails: ThumbnailsSchema,
});

/**
 * One search result, as YouTube sends it (`id` names the resource) plus `type`, added by Stillframe from
 * `id.kind` so that clients can tell the three kinds apart.
 */
export const VideoSearchItemSchema = z.looseObject({
  type: z.literal('video'),
  id: z.looseObject({ videoId: z.string() }),
  snippet: VideoSnippetSchema,
  /** Added by Stillframe from one batched videos call. */
  contentDetails: z.looseObject({ duration: z.string() }).optional(),
});
export const ChannelSearchItemSchema = z.looseObject({
  type: z.literal('channel'),
  id: z.looseObject({ channelId: z.string() }),
  snippet: VideoSnippetSchema,
});
export const PlaylistSearchItemSchema = z.looseObject({
  type: z.literal('playlist'),
  id: z.looseObject({ playlistId: z.string() }),
  snippet: VideoSnippetSchema,
});
export const SearchItemSchema = z.discriminatedUnion('type', [
  VideoSearchItemSchema,
  ChannelSearchItemSchema,
  PlaylistSearchItemSchema,
]);
export type SearchItem = z.infer<typeof SearchItemSchema>;
export type VideoSearchItem = z.infer<typeof VideoSearchItemSchema>;
export type ChannelSearchItem = z.infer<typeof ChannelSearchItemSchema>;
export type PlaylistSearchItem = z.infer<typeof PlaylistSearchItemSchema>;

export const SearchResponseSchema = z.looseObject({
  items: z.array(SearchItemSchema),
  nextPageToken: z.string().optional(),
  prevPageToken: z.string().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const VideoSchema = z.looseObject({
  id: z.string(),
  snippet: VideoSnippetSchema,
  contentDetails: z.looseObject({ duration: z.string() }).optional(),
  statistics: z.looseObject({ viewCount: z.string().optional() }).optional(),
});
export type Video = z.infer<typeof VideoSchema>;
export const VideoListResponseSchema = z.looseObject({ items: z.array(VideoSchema) });

export const ChannelSchema = z.looseObject({
  id: z.string(),
  snippet: z.looseObject({
    title: z.string(),
    description: z.string(),
    thumbnails: ThumbnailsSchema,
    customUrl: z.string().optional(),
  }),
  statistics: z
    .looseObject({
      subscriberCount: z.string().optional(),
      videoCount: z.string().optional(),
      viewCount: z.string().optional(),
    })
    .optional(),
  contentDetails: z
    .looseObject({ relatedPlaylists: z.looseObject({ uploads: z.string().optional() }) })
    .optional(),
  /**
   * Added by Stillframe to channel details: the catalog's seal over the fields a favourite keeps
   * (`favoriteFieldsOfChannel`), which the favourites import requires, so no file can supply them.
   */
  seal: z.string().optional(),
});
export type Channel = z.infer<typeof ChannelSchema>;
export const ChannelListResponseSchema = z.looseObject({ items: z.array(ChannelSchema) });

export const PlaylistItemSchema = z.looseObject({
  contentDetails: z.looseObject({ videoId: z.string() }),
  snippet: VideoSnippetSchema.partial({ channelId: true, channelTitle: true }),
  /** Added by Stillframe from one batched videos call. */
  duration: z.string().optional(),
});
export const ChannelPlaylistResponseSchema = z.looseObject({
  items: z.array(PlaylistItemSchema),
  nextPageToken: z.string().optional(),
  /**
   * Present when the answer was drawn from the channel's whole uploads list (a search, oldest first):
   * how many uploads were read, and whether that was all of them or the bound stopped the reading.
   */
  uploadsRead: z.object({ count: z.number().int().nonnegative(), complete: z.boolean() }).optional(),
});
export type ChannelPlaylistResponse = z.infer<typeof ChannelPlaylistResponseSchema>;

const VideoIdPattern = /^[A-Za-z0-9_-]{6,20}$/;
/** Channel ids and handles: letters, digits, underscore and hyphen (docs/product.md); `@handle` allowed. */
const ChannelIdPattern = /^@?[A-Za-z0-9_.-]{1,100}$/;
const PageToken = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid page token');

/** Features as one comma list (`captions,hd`); 4K is refused with the reason (docs/decisions/0045-search-filters.md). */
const SearchFeaturesSchema = z
  .string()
  .transform((raw) =>
    raw
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().refine((feature) => (SearchFeatureValues as readonly string[]).includes(feature), {
          error: (issue) =>
            issue.input === '4k'
              ? 'YouTube search cannot tell 4K videos apart: hd is the highest definition it filters by'
              : `Unknown feature; one of ${SearchFeatureValues.join(', ')}`,
        }),
      )
      .min(1, 'At least one feature')
      .max(SearchFeatureValues.length, 'Each feature at most once')
      .refine((features) => new Set(features).size === features.length, 'Each feature at most once')
      .transform((features) => features as SearchFeature[]),
  );

export const SearchQuerySchema = z
  .object({
    q: z.string().trim().min(1, 'Search query is required').max(500),
    pageToken: PageToken.optional(),
    order: SearchOrderSchema.optional(),
    /** Videos only; a missing one takes the user's default when searching videos. */
    videoDuration: SearchDurationSchema.optional(),
    /** What was uploaded (videos) or created (channels, playlists) in the last hour, 24 hours, 7, 30 or 365 days. */
    uploadDate: z.enum(SearchUploadDateValues).optional(),
    /** What to find: `video` (the default), `channel` or `playlist`. */
    type: z.enum(SearchTypeValues).optional(),
    /** Comma list of what every found video has: captions, hd, 3d, 360, live. Videos only. */
    features: SearchFeaturesSchema.optional(),
  })
  .superRefine((query, context) => {
    // YouTube refuses a video filter without type=video (400 invalidSearchFilter): refused here, by name.
    if (!query.type || query.type === 'video') return;
    for (const field of ['videoDuration', 'features'] as const)
      if (query[field] !== undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Applies to videos only, not to type=${query.type}`,
        });
  });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export const VideoIdsParamSchema = z.object({
  ids: commaList(z.string().regex(VideoIdPattern, 'Invalid video id'), 'At least one video id', {
    count: 50,
    message: 'At most 50 ids',
  }),
});
export const VideoIdParamSchema = z.object({ videoId: z.string().regex(VideoIdPattern, 'Invalid video id') });
export const ChannelIdParamSchema = z.object({
  channelId: z.string().regex(ChannelIdPattern, 'Invalid channel id'),
});

/**
 * How the channel name is looked up: `username` for a legacy username (`youtube.com/user/<name>` links);
 * without it the name is a channel id, or a handle when it starts with `@` (also `youtube.com/c/<name>`).
 */
export const ChannelLookupQuerySchema = z.object({ by: z.enum(['username']).optional() });
export type ChannelLookup = z.infer<typeof ChannelLookupQuerySchema>['by'];

export const ChannelPlaylistQuerySchema = z.object({
  pageToken: PageToken.optional(),
  order: ChannelOrderSchema.optional(),
  videoDuration: SearchDurationSchema.optional(),
  /** Words every kept upload has in its title or description; case and accents ignored. */
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  /** `hide` leaves out Shorts: uploads of 3 minutes or less (`Limits.maxShortSeconds`). */
  shorts: z.enum(['show', 'hide']).optional(),
});

/** A YouTube playlist id (`PL…`, `UU…`, `OL…` and the like): letters, digits, underscore and hyphen. */
export const YouTubePlaylistIdParamSchema = z.object({
  playlistId: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'Invalid playlist id'),
});
export const YouTubePlaylistQuerySchema = z.object({ pageToken: PageToken.optional() });

/** A page of a YouTube playlist in its own order; deleted and private entries are left out. */
export const YouTubePlaylistResponseSchema = z.looseObject({
  items: z.array(PlaylistItemSchema),
  nextPageToken: z.string().optional(),
  /** How many entries the playlist has, deleted and private ones included, as YouTube counts them. */
  pageInfo: z.looseObject({ totalResults: z.number().int().nonnegative() }).optional(),
});
export type YouTubePlaylistResponse = z.infer<typeof YouTubePlaylistResponseSchema>;

/** Channel ids as YouTube issues them: `UC` and 22 more characters. */
export const YouTubeChannelIdPattern = /^UC[A-Za-z0-9_-]{22}$/;

export const ChannelIdsParamSchema = z.object({
  channelIds: commaList(
    z.string().regex(YouTubeChannelIdPattern, 'Invalid channel id'),
    'At least one channel id',
    { count: Limits.maxChannelIdsPerCall, message: `At most ${Limits.maxChannelIdsPerCall} ids` },
  ),
});
