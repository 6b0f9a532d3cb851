import { Controller, HttpCode, Post } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import { CallerIdentity, UserId, type Caller } from '@stillframe/server-kit';
import { PortalService } from './portal.service.js';

@Controller()
export class PortalController {
  constructor(private readonly portal: PortalService) {}

  @Post(routes.billing.createCustomerPortal.path)
  @HttpCode(200)
  async open(@UserId() userId: string, @CallerIdentity() caller: Caller) {
    return { url: (await this.portal.open(userId, caller.eml)).url };
  }
}
