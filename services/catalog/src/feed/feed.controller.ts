import { Controller, Get } from '@nestjs/common';
import { routes, type HandlerQuery } from '@stillframe/contracts';
import { UserId, ValidQuery } from '@stillframe/server-kit';
import { FeedService } from './feed.service.js';

const r = routes.catalog;

/** Subscribers only, checked by the gateway; a signed-in caller is required here too. */
@Controller()
export class FeedController {
  constructor(private readonly feeds: FeedService) {}

  @Get(r.feed.path)
  feed(@ValidQuery(r.feed) query: HandlerQuery<typeof r.feed>, @UserId() _userId: string) {
    return this.feeds.feed(query);
  }
}
