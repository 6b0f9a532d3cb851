import { Injectable } from '@nestjs/common';
import type { FavoriteChannel } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import type { NewFavorite } from './favorite.mapper.js';

/** Postgres access for favourite channels; every query is scoped to one user. */
@Injectable()
export class FavoritesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Newest first; the channel id breaks ties so the order is stable. */
  list(userId: string): Promise<FavoriteChannel[]> {
    return this.prisma.favoriteChannel.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { channelId: 'asc' }],
    });
  }

  /**
   * Adding a channel again refreshes its fields but keeps createdAt, so a re-added favourite keeps
   * its place in the list. With the primary key as its where, Prisma runs this as one INSERT … ON
   * CONFLICT, so two adds at once keep one row (tested).
   */
  upsert(userId: string, favorite: NewFavorite): Promise<FavoriteChannel> {
    const fields = {
      title: favorite.title,
      thumbnailUrl: favorite.thumbnailUrl,
      subscriberCount: favorite.subscriberCount,
      description: favorite.description,
    };
    return this.prisma.favoriteChannel.upsert({
      where: { userId_channelId: { userId, channelId: favorite.id } },
      create: { userId, channelId: favorite.id, ...fields },
      update: fields,
    });
  }

  /**
   * Inserts the channels that are not favourites yet and leaves the others untouched, in one statement;
   * answers the ids it inserted.
   */
  async addMissing(userId: string, favorites: NewFavorite[]): Promise<string[]> {
    const rows = await this.prisma.favoriteChannel.createManyAndReturn({
      data: favorites.map((favorite) => ({
        userId,
        channelId: favorite.id,
        title: favorite.title,
        thumbnailUrl: favorite.thumbnailUrl,
        subscriberCount: favorite.subscriberCount,
        description: favorite.description,
      })),
      skipDuplicates: true,
      select: { channelId: true },
    });
    return rows.map((row) => row.channelId);
  }

  async remove(userId: string, channelId: string): Promise<boolean> {
    const result = await this.prisma.favoriteChannel.deleteMany({ where: { userId, channelId } });
    return result.count > 0;
  }

  async exists(userId: string, channelId: string): Promise<boolean> {
    const found = await this.prisma.favoriteChannel.findUnique({
      where: { userId_channelId: { userId, channelId } },
      select: { channelId: true },
    });
    return found !== null;
  }
}
