import { z } from 'zod';
import { UuidSchema } from '../common/ids.js';
import { StoredText } from './text.schema.js';

/** The product's playlist numbers (docs/decisions/0044-playlists.md); the library's settings default to them. */
export const PlaylistLimits = {
  /** Named playlists per account; Watch later comes on top. */
  maxPlaylistsPerAccount: 500,
  /** Videos in one playlist, Watch later included. */
  maxVideosPerPlaylist: 5_000,
  maxNameLength: 150,
  /** Items per page of a playlist: a page's titles are one batched videos call of 50. */
  pageSize: 50,
  /** Largest playlist file accepted for import, bytes (a NewPipe backup holds more than its playlists). */
  maxImportFileBytes: 20 * 1024 * 1024,
} as const;

/** The built-in playlist every account has, addressed by this word instead of an id. */
export const WatchLaterId = 'watch-later';

/** A playlist: its id, or `watch-later` for the account's Watch later. */
export const PlaylistIdSchema = z.union([z.literal(WatchLaterId), UuidSchema], {
  error: 'Invalid playlist id: a playlist id or watch-later',
});
export const PlaylistIdParamSchema = z.object({ id: PlaylistIdSchema });

/** A YouTube video id: 11 letters, digits, - or _. */
export const PlaylistVideoIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{11}$/, 'A video id is 11 letters, digits, - or _');
export const PlaylistItemParamSchema = z.object({ id: PlaylistIdSchema, videoId: PlaylistVideoIdSchema });
export const PlaylistVideoParamSchema = z.object({ videoId: PlaylistVideoIdSchema });

export const PlaylistNameSchema = StoredText.trim()
  .min(1, 'Name is required')
  .max(PlaylistLimits.maxNameLength, `A name has at most ${PlaylistLimits.maxNameLength} characters`);

export const PlaylistKindSchema = z.enum(['watch-later', 'playlist']);
export type PlaylistKind = z.infer<typeof PlaylistKindSchema>;

export const PlaylistSchema = z.object({
  /** A UUID; Watch later is also reachable as `watch-later`. */
  id: z.string(),
  kind: PlaylistKindSchema,
  name: z.string(),
  videoCount: z.number().int().nonnegative(),
  /** The first video, for the playlist's picture (titles and pictures come from the catalog). */
  firstVideoId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Playlist = z.infer<typeof PlaylistSchema>;

/** Watch later first, then the named playlists, the latest changed first. */
export const PlaylistListSchema = z.object({ items: z.array(PlaylistSchema) });
export type PlaylistList = z.infer<typeof PlaylistListSchema>;

/** A video in a playlist: only its id is kept; its title and picture come from the catalog. */
export const PlaylistVideoSchema = z.object({
  videoId: z.string(),
  /** Place in the playlist, from 0, without gaps. */
  position: z.number().int().nonnegative(),
  addedAt: z.iso.datetime(),
});
export type PlaylistVideo = z.infer<typeof PlaylistVideoSchema>;

export const PlaylistPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(PlaylistLimits.pageSize),
  /** The position to start from (`nextFrom` of the page before). */
  from: z.coerce.number().int().min(0).max(PlaylistLimits.maxVideosPerPlaylist).default(0),
});
export type PlaylistPageQuery = z.input<typeof PlaylistPageQuerySchema>;

export const PlaylistPageSchema = z.object({
  playlist: PlaylistSchema,
  items: z.array(PlaylistVideoSchema),
  /** Pass as `from` for the next page; null after the last. */
  nextFrom: z.number().int().nullable(),
});
export type PlaylistPage = z.infer<typeof PlaylistPageSchema>;

export const CreatePlaylistRequestSchema = z.object({ name: PlaylistNameSchema });
export type CreatePlaylistRequest = z.input<typeof CreatePlaylistRequestSchema>;
export const RenamePlaylistRequestSchema = z.object({ name: PlaylistNameSchema });
export type RenamePlaylistRequest = z.input<typeof RenamePlaylistRequestSchema>;

export const AddPlaylistItemRequestSchema = z.object({ videoId: PlaylistVideoIdSchema });
export type AddPlaylistItemRequest = z.input<typeof AddPlaylistItemRequestSchema>;
/** The video's place; `added` is false when it was in the playlist already (it keeps its place). */
export const AddPlaylistItemResponseSchema = z.object({ item: PlaylistVideoSchema, added: z.boolean() });
export type AddPlaylistItemResponse = z.infer<typeof AddPlaylistItemResponseSchema>;

/**
 * Where to move a video: its new place from 0. A place past the end moves it to the end, so a move
 * computed from a list another tab has since shortened still lands where it was meant to.
 */
export const MovePlaylistItemRequestSchema = z.object({
  position: z
    .number({ error: 'Position must be a whole number from 0' })
    .int('Position must be a whole number from 0')
    .min(0, 'Position must be a whole number from 0')
    .max(PlaylistLimits.maxVideosPerPlaylist - 1),
});
export type MovePlaylistItemRequest = z.input<typeof MovePlaylistItemRequestSchema>;

/** What follows a video in the playlist, for the end panel; null after the last. */
export const NextPlaylistItemSchema = z.object({ next: PlaylistVideoSchema.nullable() });
export type NextPlaylistItem = z.infer<typeof NextPlaylistItemSchema>;

/** Which playlists hold a video: Watch later apart, then the ids of the named ones. */
export const PlaylistsWithVideoSchema = z.object({
  inWatchLater: z.boolean(),
  playlistIds: z.array(z.string()),
});
export type PlaylistsWithVideo = z.infer<typeof PlaylistsWithVideoSchema>;

/**
 * One imported playlist: a new named playlist, or videos added to Watch later. The browser reads the
 * file and sends only video ids the catalog knows; titles and pictures are never taken from the file.
 */
export const ImportPlaylistRequestSchema = z.object({
  into: z.enum(['new', WatchLaterId]).default('new'),
  name: PlaylistNameSchema,
  videoIds: z
    .array(PlaylistVideoIdSchema)
    .min(1, 'At least one video')
    .max(
      PlaylistLimits.maxVideosPerPlaylist,
      `At most ${PlaylistLimits.maxVideosPerPlaylist.toLocaleString('en-US')} videos per playlist`,
    )
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each video at most once' }),
});
export type ImportPlaylistRequest = z.input<typeof ImportPlaylistRequestSchema>;

export const ImportPlaylistResponseSchema = z.object({
  playlist: PlaylistSchema,
  added: z.number().int().nonnegative(),
  /** Videos Watch later held already (they keep their place). */
  alreadyThere: z.number().int().nonnegative(),
});
export type ImportPlaylistResponse = z.infer<typeof ImportPlaylistResponseSchema>;

/** 5,000 ids of 11 characters, quoted and separated, with room for the name. */
export const ImportPlaylistBodyLimitBytes = 128 * 1024;

/** A playlist in the account export: its videos in order. */
export const ExportedPlaylistSchema = PlaylistSchema.omit({ firstVideoId: true }).extend({
  items: z.array(PlaylistVideoSchema),
});
export type ExportedPlaylist = z.infer<typeof ExportedPlaylistSchema>;
