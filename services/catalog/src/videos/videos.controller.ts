import { Controller, Get, Res } from '@nestjs/common';
import { routes, type HandlerParams } from '@stillframe/contracts';
import { ValidParams, writeAnswer, type HttpReply } from '@stillframe/server-kit';
import { VideosService } from './videos.service.js';

const r = routes.catalog;

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Get(r.videos.path)
  async byIds(
    @ValidParams(r.videos) params: HandlerParams<typeof r.videos>,
    @Res({ passthrough: true }) reply: HttpReply,
  ) {
    return writeAnswer(reply, r.videos, await this.videos.byIds(params.ids));
  }
}
