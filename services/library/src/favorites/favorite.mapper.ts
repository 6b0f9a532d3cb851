import type { z } from 'zod';
import type { AddFavoriteRequestSchema, FavoriteChannel as FavoriteView } from '@stillframe/contracts';
import type { FavoriteChannel } from '../generated/prisma/client.js';

/** A favourite as the contract parses it: defaults filled, subscriber count as text. */
export type NewFavorite = z.output<typeof AddFavoriteRequestSchema>;

export function toFavoriteView(row: FavoriteChannel): FavoriteView {
  return {
    id: row.channelId,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    subscriberCount: row.subscriberCount,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}
