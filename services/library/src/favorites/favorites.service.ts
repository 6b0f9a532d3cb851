import { Injectable } from '@nestjs/common';
import type { FavoriteChannel, ImportFavoritesResponse } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { FavoritesRepository } from './favorites.repository.js';
import { toFavoriteView, type NewFavorite } from './favorite.mapper.js';

@Injectable()
export class FavoritesService {
  constructor(private readonly favorites: FavoritesRepository) {}

  async list(userId: string): Promise<FavoriteChannel[]> {
    return (await this.favorites.list(userId)).map(toFavoriteView);
  }

  async add(userId: string, favorite: NewFavorite): Promise<FavoriteChannel> {
    return toFavoriteView(await this.favorites.upsert(userId, favorite));
  }

  /** Channels already favourites keep their place and fields: an import never reorders the list. */
  async import(userId: string, favorites: NewFavorite[]): Promise<ImportFavoritesResponse> {
    const added = new Set(await this.favorites.addMissing(userId, favorites));
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
