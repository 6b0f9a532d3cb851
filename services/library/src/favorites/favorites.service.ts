import { Inject, Injectable } from '@nestjs/common';
import {
  decodeFavoriteCursor,
  encodeFavoriteCursor,
  InvalidFavoriteCursorMessage,
  type FavoriteChannel,
  type FavoritePage,
  type ImportFavoritesResponse,
} from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { LIBRARY_CONFIG, type LibraryConfig } from '../config/env.js';
import { StorageBounds } from '../storage-bounds/storage-bounds.js';
import { FavoritesRepository } from './favorites.repository.js';
import { toFavoriteView, type NewFavorite } from './favorite.mapper.js';
import { checkChannelSeals, type ImportedFavorite } from './favorite-seals.js';

/** Rows read per round trip when the whole list is needed (the account export). */
const EXPORT_BATCH = 500;

@Injectable()
export class FavoritesService {
  constructor(
    private readonly favorites: FavoritesRepository,
    private readonly bounds: StorageBounds,
    @Inject(LIBRARY_CONFIG) private readonly config: LibraryConfig,
  ) {}

  /** One page, newest first; one row more than asked tells whether another page exists. */
  async page(userId: string, limit: number, cursor: string | undefined): Promise<FavoritePage> {
    const after = cursor === undefined ? null : decodeFavoriteCursor(cursor);
    if (after === null && cursor !== undefined)
      throw AppException.validation('query.cursor', InvalidFavoriteCursorMessage);
    const rows = await this.favorites.page(userId, after, limit + 1);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toFavoriteView),
      nextCursor:
        rows.length > limit && last
          ? encodeFavoriteCursor({ createdAt: last.createdAt, channelId: last.channelId })
          : null,
    };
  }

  /** Every favourite, newest first, in batches read by keyset as the client takes them. */
  async *batches(userId: string): AsyncGenerator<FavoriteChannel[]> {
    let cursor: string | undefined;
    do {
      const page = await this.page(userId, EXPORT_BATCH, cursor);
      if (page.items.length > 0) yield page.items;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  async add(userId: string, favorite: NewFavorite): Promise<FavoriteChannel> {
    return toFavoriteView(
      await this.favorites.upsert(userId, favorite, (have, adding) =>
        this.bounds.checkFavorites(have, adding),
      ),
    );
  }

  /**
   * Only channels under the catalog's seal are stored. Channels already favourites keep their place and
   * fields: an import never reorders the list. The new ones must fit the bound whole, or none is added.
   */
  async import(userId: string, channels: ImportedFavorite[]): Promise<ImportFavoritesResponse> {
    const favorites = checkChannelSeals(channels, this.config.INTERNAL_TOKEN_SECRET);
    const added = new Set(
      await this.favorites.addMissing(userId, favorites, (have, adding) =>
        this.bounds.checkFavorites(have, adding),
      ),
    );
    const ids = favorites.map((favorite) => favorite.id);
    return { added: ids.filter((id) => added.has(id)), alreadyFavorites: ids.filter((id) => !added.has(id)) };
  }

  /** 404 when the caller has no such favourite: another user's favourite of the same channel is untouched. */
  async remove(userId: string, channelId: string): Promise<void> {
    if (!(await this.favorites.remove(userId, channelId))) throw AppException.notFound('Favourite channel');
  }

  isFavorite(userId: string, channelId: string): Promise<boolean> {
    return this.favorites.exists(userId, channelId);
  }
}
