import { Controller, Get, Header } from '@nestjs/common';
import { routes, type HandlerParams } from '@stillframe/contracts';
import { ValidParams } from '@stillframe/server-kit';
import { VideosService } from './videos.service.js';

const r = routes.catalog;

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Get(r.videos.path)
  // Set before the answer: the stored answer is JSON text, which would otherwise go out as HTML.
  @Header('content-type', 'application/json; charset=utf-8')
  byIds(@ValidParams(r.videos) params: HandlerParams<typeof r.videos>) {
    return this.videos.byIds(params.ids);
  }
}
