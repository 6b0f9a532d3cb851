import { Controller, Get, Res } from '@nestjs/common';
import { routes, type HandlerQuery } from '@stillframe/contracts';
import { CallerIdentity, ValidQuery, type Caller, type HttpReply } from '@stillframe/server-kit';
import { PhotosService } from './photos.service.js';

const r = routes.catalog;

@Controller()
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  /** 204 with no body when there is no photo (no key, Unsplash failing): the backdrop then shows none. */
  @Get(r.randomPhoto.path)
  async random(
    @ValidQuery(r.randomPhoto) query: HandlerQuery<typeof r.randomPhoto>,
    @CallerIdentity() caller: Caller,
    @Res() res: HttpReply,
  ): Promise<void> {
    const photo = await this.photos.random(query, caller.ip);
    res.header('cache-control', 'no-store');
    if (photo) await res.status(200).send(photo);
    else await res.status(204).send();
  }
}
