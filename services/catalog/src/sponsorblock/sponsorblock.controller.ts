import { Controller, Get, Header } from '@nestjs/common';
import { routes, type HandlerParams } from '@stillframe/contracts';
import { ValidParams } from '@stillframe/server-kit';
import { SponsorBlockService } from './sponsorblock.service.js';

const r = routes.catalog;

@Controller()
export class SponsorBlockController {
  constructor(private readonly sponsorBlock: SponsorBlockService) {}

  @Get(r.sponsorSegments.path)
  @Header('cache-control', 'no-store')
  segments(@ValidParams(r.sponsorSegments) params: HandlerParams<typeof r.sponsorSegments>) {
    return this.sponsorBlock.segmentsOf(params.videoId);
  }
}
