import { Injectable } from '@nestjs/common';
import type { FavoritePosition } from '@stillframe/contracts';
import type { FavoriteChannel } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { LOCKED_WRITE, lockFavoriteCount } from '../storage-bounds/storage-usage.repository.js';
import type { NewFavorite } from './favorite.mapper.js';

/** Postgres access for favourite channels; every query is scoped to one user. */
@Injectable()
export class FavoritesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * One page, newest first, after `after` in that order; the channel id breaks ties so the order is
   * stable and a page boundary never skips or repeats a channel.
   */
  page(userId: string, after: FavoritePosition | null, take: number): Promise<FavoriteChannel[]> {
    return this.prisma.favoriteChannel.findMany({
      where: {
        userId,
        ...(after && {
          OR: [
            { createdAt: { lt: after.createdAt } },
            { createdAt: after.createdAt, channelId: { gt: after.channelId } },
          ],
        }),
      },
      orderBy: [{ createdAt: 'desc' }, { channelId: 'asc' }],
      take,
    });
  }

  /**
   * Adding a channel again refreshes its fields but keeps createdAt, so a re-added favourite keeps
   * its place in the list. Under the account's favourites lock, a new channel is added only once
   * `check` (which throws to refuse) has seen how many the account keeps.
   */
  upsert(
    userId: string,
    favorite: NewFavorite,
    check: (have: number, adding: number) => void,
  ): Promise<FavoriteChannel> {
    const fields = {
      title: favorite.title,
      thumbnailUrl: favorite.thumbnailUrl,
      subscriberCount: favorite.subscriberCount,
      description: favorite.description,
    };
    return this.prisma.$transaction(async (tx) => {
      const have = await lockFavoriteCount(tx, userId);
      const where = { userId_channelId: { userId, channelId: favorite.id } };
      const existing = await tx.favoriteChannel.findUnique({ where, select: { channelId: true } });
      check(have, existing ? 0 : 1);
      return tx.favoriteChannel.upsert({
        where,
        create: { userId, channelId: favorite.id, ...fields },
        update: fields,
      });
    }, LOCKED_WRITE);
  }

  /**
   * Inserts the channels that are not favourites yet and leaves the others untouched, under the
   * account's favourites lock and once `check` passed the count after it, so two imports at once
   * cannot both pass the bound; answers the ids it inserted.
   */
  addMissing(
    userId: string,
    favorites: NewFavorite[],
    check: (have: number, adding: number) => void,
  ): Promise<string[]> {
    return this.prisma.$transaction(async (tx) => {
      const have = await lockFavoriteCount(tx, userId);
      const existing = await tx.favoriteChannel.findMany({
        where: { userId, channelId: { in: favorites.map((favorite) => favorite.id) } },
        select: { channelId: true },
      });
      const known = new Set(existing.map((row) => row.channelId));
      const fresh = favorites.filter((favorite) => !known.has(favorite.id));
      check(have, fresh.length);
      const rows = await tx.favoriteChannel.createManyAndReturn({
        data: fresh.map((favorite) => ({
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
    }, LOCKED_WRITE);
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
