import { Controller, Get } from '@nestjs/common';
import { routes, type HandlerParams } from '@stillframe/contracts';
import { ValidParams } from '@stillframe/server-kit';
import { NextUploadService } from './next-upload.service.js';

const r = routes.nextUpload;

/** Public, like the watch page; anonymous callers spend their own upstream budget on cache misses. */
@Controller()
export class NextUploadController {
  constructor(private readonly nextUpload: NextUploadService) {}

  @Get(r.get.path)
  get(@ValidParams(r.get) params: HandlerParams<typeof r.get>) {
    return this.nextUpload.after(params.videoId);
  }
}
