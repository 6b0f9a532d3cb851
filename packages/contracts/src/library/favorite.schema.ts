import { z } from 'zod';
import { StoredText, storedUrl } from './text.schema.js';
import { Limits } from '../common/constants.js';
import { YouTubeChannelIdPattern, type Channel } from '../catalog/youtube.schema.js';
import { FavoriteCursorSchema } from './favorite-cursor.js';

export const FavoriteChannelSchema = z.object({
  /** The channel id on the video platform. */
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string(),
  subscriberCount: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type FavoriteChannel = z.infer<typeof FavoriteChannelSchema>;

/** A favourite is a YouTube channel: `UC` and 22 more characters (decision 0018). */
export const FavoriteChannelIdSchema = z
  .string()
  .trim()
  .regex(YouTubeChannelIdPattern, 'A channel id is UC followed by 22 letters, digits, - or _');

/** Hosts of the local sandbox, which serves its pictures over plain http; anywhere else only https. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A picture the browser loads: https, so that a page served over https never loads mixed content. */
export const FavoriteThumbnailUrlSchema = storedUrl(
  z.union([
    z.url({ protocol: /^https?$/, error: 'Thumbnail must be an https URL' }).refine(
      // Runs even when the URL check above failed (zod reports every issue), so it parses with care.
      (url) => url.startsWith('https:') || (URL.canParse(url) && loopbackHosts.has(new URL(url).hostname)),
      'Thumbnail must be an https URL',
    ),
    z.literal(''),
  ]),
);

export const AddFavoriteRequestSchema = z.object({
  id: FavoriteChannelIdSchema,
  title: StoredText.trim().min(1, 'Title is required').max(500),
  thumbnailUrl: FavoriteThumbnailUrlSchema.default(''),
  /** Free text as the platform sends it ("12400"), or empty when hidden. */
  subscriberCount: z
    .union([StoredText.max(40), z.number().int().nonnegative().transform(String)])
    .default(''),
  description: StoredText.max(10_000).default(''),
});
export type AddFavoriteRequest = z.input<typeof AddFavoriteRequestSchema>;

export const IsFavoriteSchema = z.object({ isFavorite: z.boolean() });

/**
 * What a favourite stores of a catalog channel, exactly as the add and import schemas parse it (title
 * trimmed). The catalog seals these fields; the browser sends them with the seal.
 */
export function favoriteFieldsOfChannel(channel: Channel): FavoriteChannelFields {
  const thumbnails = channel.snippet.thumbnails;
  return {
    id: channel.id,
    title: channel.snippet.title.trim(),
    thumbnailUrl: thumbnails.medium?.url ?? thumbnails.high?.url ?? thumbnails.default?.url ?? '',
    subscriberCount: channel.statistics?.subscriberCount ?? '',
    description: channel.snippet.description,
  };
}
export interface FavoriteChannelFields {
  id: string;
  title: string;
  thumbnailUrl: string;
  subscriberCount: string;
  description: string;
}

/** HMAC-SHA256, base64url: 43 characters. */
export const ChannelSealSchema = z
  .string({ error: "Missing seal: send each channel with the seal of the catalog's channel details" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "Invalid seal: send the seal of the catalog's channel details unchanged");

/** An imported channel: the catalog's fields and its seal over them. */
export const ImportFavoriteChannelSchema = AddFavoriteRequestSchema.extend({ seal: ChannelSealSchema });
export type ImportFavoriteChannel = z.input<typeof ImportFavoriteChannelSchema>;

/**
 * One batch of an import: channels whose fields the browser took from the catalog's channel details,
 * never from the imported file, each with the catalog's seal over those fields, which the library checks
 * (docs/decisions/0018-channel-pages-and-favourites-import.md).
 */
export const ImportFavoritesRequestSchema = z.object({
  channels: z
    .array(ImportFavoriteChannelSchema)
    .min(1, 'At least one channel')
    .max(Limits.maxImportBatch, `At most ${Limits.maxImportBatch} channels per call`)
    .refine((channels) => new Set(channels.map((channel) => channel.id)).size === channels.length, {
      message: 'Each channel at most once',
    }),
});
export type ImportFavoritesRequest = z.input<typeof ImportFavoritesRequestSchema>;

/** Already a favourite: left as it was (its place in the list and its fields). */
export const ImportFavoritesResponseSchema = z.object({
  added: z.array(z.string()),
  alreadyFavorites: z.array(z.string()),
});
export type ImportFavoritesResponse = z.infer<typeof ImportFavoritesResponseSchema>;

/** Favourites come a page at a time, newest first; `nextCursor` fetches the next page, null after the last. */
export const FavoriteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: FavoriteCursorSchema.optional(),
});
export type FavoriteListQuery = z.input<typeof FavoriteListQuerySchema>;
export const FavoritePageSchema = z.object({
  items: z.array(FavoriteChannelSchema),
  nextCursor: z.string().nullable(),
});
export type FavoritePage = z.infer<typeof FavoritePageSchema>;

/**
 * 50 channels with the longest texts allowed: 10,500 UTF-16 units of title and description are at most
 * 31.5 KB of UTF-8 each (3 bytes a unit), with room for the rest of each entry.
 */
export const ImportFavoritesBodyLimitBytes = 2 * 1024 * 1024;
