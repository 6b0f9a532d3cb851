import { Controller, Get, Header } from '@nestjs/common';
import { routes, type HandlerParams } from '@stillframe/contracts';
import { ValidParams } from '@stillframe/server-kit';
import { DeArrowService } from './dearrow.service.js';

const r = routes.catalog;

@Controller()
export class DeArrowController {
  constructor(private readonly deArrow: DeArrowService) {}

  @Get(r.branding.path)
  @Header('cache-control', 'no-store')
  branding(@ValidParams(r.branding) params: HandlerParams<typeof r.branding>) {
    return this.deArrow.brandingOf(params.ids);
  }
}
