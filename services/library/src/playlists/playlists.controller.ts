import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { routes, type HandlerBody, type HandlerParams, type HandlerQuery } from '@stillframe/contracts';
import { UserId, ValidBody, ValidParams, ValidQuery } from '@stillframe/server-kit';
import { PlaylistsService } from './playlists.service.js';

const r = routes.playlists;
const success = { success: true as const };

@Controller()
export class PlaylistsController {
  constructor(private readonly playlists: PlaylistsService) {}

  @Get(r.list.path)
  list(@UserId() userId: string) {
    return this.playlists.list(userId);
  }

  @Post(r.create.path)
  @HttpCode(201)
  create(@UserId() userId: string, @ValidBody(r.create) body: HandlerBody<typeof r.create>) {
    return this.playlists.create(userId, body.name);
  }

  @Post(r.import.path)
  @HttpCode(200)
  import(@UserId() userId: string, @ValidBody(r.import) body: HandlerBody<typeof r.import>) {
    return this.playlists.import(userId, body.into, body.name, body.videoIds);
  }

  @Get(r.withVideo.path)
  withVideo(@UserId() userId: string, @ValidParams(r.withVideo) params: HandlerParams<typeof r.withVideo>) {
    return this.playlists.withVideo(userId, params.videoId);
  }

  @Get(r.get.path)
  get(
    @UserId() userId: string,
    @ValidParams(r.get) params: HandlerParams<typeof r.get>,
    @ValidQuery(r.get) query: HandlerQuery<typeof r.get>,
  ) {
    return this.playlists.page(userId, params.id, query.from, query.limit);
  }

  @Put(r.rename.path)
  rename(
    @UserId() userId: string,
    @ValidParams(r.rename) params: HandlerParams<typeof r.rename>,
    @ValidBody(r.rename) body: HandlerBody<typeof r.rename>,
  ) {
    return this.playlists.rename(userId, params.id, body.name);
  }

  @Delete(r.remove.path)
  async remove(@UserId() userId: string, @ValidParams(r.remove) params: HandlerParams<typeof r.remove>) {
    await this.playlists.remove(userId, params.id);
    return success;
  }

  @Post(r.addItem.path)
  @HttpCode(200)
  addItem(
    @UserId() userId: string,
    @ValidParams(r.addItem) params: HandlerParams<typeof r.addItem>,
    @ValidBody(r.addItem) body: HandlerBody<typeof r.addItem>,
  ) {
    return this.playlists.add(userId, params.id, body.videoId);
  }

  @Delete(r.removeItem.path)
  async removeItem(
    @UserId() userId: string,
    @ValidParams(r.removeItem) params: HandlerParams<typeof r.removeItem>,
  ) {
    await this.playlists.removeVideo(userId, params.id, params.videoId);
    return success;
  }

  @Put(r.moveItem.path)
  moveItem(
    @UserId() userId: string,
    @ValidParams(r.moveItem) params: HandlerParams<typeof r.moveItem>,
    @ValidBody(r.moveItem) body: HandlerBody<typeof r.moveItem>,
  ) {
    return this.playlists.move(userId, params.id, params.videoId, body.position);
  }

  @Get(r.next.path)
  next(@UserId() userId: string, @ValidParams(r.next) params: HandlerParams<typeof r.next>) {
    return this.playlists.next(userId, params.id, params.videoId);
  }
}
