import { z } from 'zod';
import { StoredText } from './text.schema.js';
import { ChannelIdSchema } from '../common/ids.js';
import { Limits } from '../common/constants.js';

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

export const AddFavoriteRequestSchema = z.object({
  id: ChannelIdSchema,
  title: StoredText.trim().min(1, 'Title is required').max(500),
  thumbnailUrl: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).default(''),
  /** Free text as the platform sends it ("12400"), or empty when hidden. */
  subscriberCount: z
    .union([StoredText.max(40), z.number().int().nonnegative().transform(String)])
    .default(''),
  description: StoredText.max(10_000).default(''),
});
export type AddFavoriteRequest = z.input<typeof AddFavoriteRequestSchema>;

export const IsFavoriteSchema = z.object({ isFavorite: z.boolean() });

/**
 * One batch of an import: channels whose fields the browser took from the catalog's channel details,
 * never from the imported file (docs/decisions/0018-channel-pages-and-favourites-import.md).
 */
export const ImportFavoritesRequestSchema = z.object({
  channels: z
    .array(AddFavoriteRequestSchema)
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

/**
 * 50 channels with the longest texts allowed: 10,500 UTF-16 units of title and description are at most
 * 31.5 KB of UTF-8 each (3 bytes a unit), with room for the rest of each entry.
 */
export const ImportFavoritesBodyLimitBytes = 2 * 1024 * 1024;
