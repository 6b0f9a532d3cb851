import { Controller, Get } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import { AdminId } from '@stillframe/server-kit';
import { AdminSubscriptionsService } from './admin-subscriptions.service.js';

const r = routes.billing;

/** The gateway lets only administrators reach this route; AdminId checks again. */
@Controller()
export class AdminSubscriptionsController {
  constructor(private readonly subscriptions: AdminSubscriptionsService) {}

  @Get(r.adminSubscriptions.path)
  list(@AdminId() _admin: string) {
    return this.subscriptions.list();
  }
}
