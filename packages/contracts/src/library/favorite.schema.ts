import { z } from 'zod';
import { StoredText } from './text.schema.js';
import { ChannelIdSchema } from '../common/ids.js';

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
