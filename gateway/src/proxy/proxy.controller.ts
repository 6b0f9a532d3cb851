import { All, Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ProxyService } from './proxy.service.js';

/** Every `/api/*` call of the contracts: checked here, answered by a service. */
@Controller()
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All('/api/*path')
  handle(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.proxy.handle(req, res);
  }
}
