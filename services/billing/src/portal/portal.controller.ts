import { Controller, HttpCode, Post } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import { UserId } from '@stillframe/server-kit';
import { PortalService } from './portal.service.js';

@Controller()
export class PortalController {
  constructor(private readonly portal: PortalService) {}

  @Post(routes.billing.createCustomerPortal.path)
  @HttpCode(200)
  async open(@UserId() userId: string) {
    return { url: (await this.portal.open(userId)).url };
  }
}
