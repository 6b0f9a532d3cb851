import { Controller, Get } from '@nestjs/common';
import { routes, type HandlerQuery } from '@stillframe/contracts';
import { UserId, ValidQuery } from '@stillframe/server-kit';
import { SubscriptionStatusService } from './subscription-status.service.js';

const r = routes.billing;

@Controller()
export class SubscriptionStatusController {
  constructor(private readonly statuses: SubscriptionStatusService) {}

  /** The web asks only for non-admins (docs/decisions/0002-access-rules.md); an admin who asks gets their own rows like anyone. */
  @Get(r.status.path)
  status(@UserId() userId: string, @ValidQuery(r.status) query: HandlerQuery<typeof r.status>) {
    return this.statuses.status(userId, query.sessionId);
  }
}
