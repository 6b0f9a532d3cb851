import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { routes, type HandlerBody, type HandlerParams, type HandlerQuery } from '@stillframe/contracts';
import { UserId, ValidBody, ValidParams, ValidQuery } from '@stillframe/server-kit';
import { FavoritesService } from './favorites.service.js';

const r = routes.favorites;

@Controller()
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get(r.list.path)
  list(@UserId() userId: string, @ValidQuery(r.list) query: HandlerQuery<typeof r.list>) {
    return this.favorites.page(userId, query.limit, query.cursor);
  }

  @Post(r.add.path)
  @HttpCode(201)
  add(@UserId() userId: string, @ValidBody(r.add) body: HandlerBody<typeof r.add>) {
    return this.favorites.add(userId, body);
  }

  @Post(r.import.path)
  @HttpCode(200)
  import(@UserId() userId: string, @ValidBody(r.import) body: HandlerBody<typeof r.import>) {
    return this.favorites.import(userId, body.channels);
  }

  @Delete(r.remove.path)
  async remove(@UserId() userId: string, @ValidParams(r.remove) params: HandlerParams<typeof r.remove>) {
    await this.favorites.remove(userId, params.id);
    return { success: true as const };
  }

  @Get(r.isFavorite.path)
  async isFavorite(
    @UserId() userId: string,
    @ValidParams(r.isFavorite) params: HandlerParams<typeof r.isFavorite>,
  ) {
    return { isFavorite: await this.favorites.isFavorite(userId, params.id) };
  }
}
