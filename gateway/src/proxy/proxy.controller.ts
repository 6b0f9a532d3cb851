import { All, Controller, Req, Res } from '@nestjs/common';
import type { HttpReply, HttpRequest } from '@stillframe/server-kit';
import { ProxyService } from './proxy.service.js';

/** Every `/api/*` call of the contracts: checked here, answered by a service. */
@Controller()
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All('/api/*')
  handle(@Req() req: HttpRequest, @Res() reply: HttpReply): Promise<void> {
    return this.proxy.handle(req, reply);
  }
}
