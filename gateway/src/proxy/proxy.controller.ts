import { All, Controller, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { RequestWithRawBody } from '@stillframe/server-kit';
import { ProxyService } from './proxy.service.js';

/** Every `/api/*` call of the contracts: checked here, answered by a service. */
@Controller()
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All('/api/*path')
  handle(@Req() req: RequestWithRawBody, @Res() res: Response): Promise<void> {
    return this.proxy.handle(req, res);
  }
}
