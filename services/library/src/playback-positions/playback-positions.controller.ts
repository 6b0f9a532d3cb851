import { Controller, Delete, Get, Put } from '@nestjs/common';
import { routes, type HandlerBody, type HandlerParams } from '@stillframe/contracts';
import { UserId, ValidBody, ValidParams } from '@stillframe/server-kit';
import { PlaybackPositionsService } from './playback-positions.service.js';

const r = routes.positions;

@Controller()
export class PlaybackPositionsController {
  constructor(private readonly positions: PlaybackPositionsService) {}

  @Get(r.get.path)
  async get(@UserId() userId: string, @ValidParams(r.get) params: HandlerParams<typeof r.get>) {
    return { position: await this.positions.get(userId, params.videoId) };
  }

  @Put(r.save.path)
  async save(
    @UserId() userId: string,
    @ValidParams(r.save) params: HandlerParams<typeof r.save>,
    @ValidBody(r.save) body: HandlerBody<typeof r.save>,
  ) {
    return { position: await this.positions.save(userId, params.videoId, body) };
  }

  @Delete(r.clear.path)
  async clear(@UserId() userId: string, @ValidParams(r.clear) params: HandlerParams<typeof r.clear>) {
    await this.positions.clear(userId, params.videoId);
    return { success: true as const };
  }
}
