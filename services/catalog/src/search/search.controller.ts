import { Controller, Get, Res } from '@nestjs/common';
import { routes, type HandlerQuery } from '@stillframe/contracts';
import {
  CallerIdentity,
  UserId,
  ValidQuery,
  writeAnswer,
  type Caller,
  type HttpReply,
} from '@stillframe/server-kit';
import { SearchService } from './search.service.js';

const r = routes.catalog;

@Controller()
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  /** Subscribers only, checked by the gateway; a signed-in caller is required here too. */
  @Get(r.search.path)
  async search(
    @ValidQuery(r.search) query: HandlerQuery<typeof r.search>,
    @CallerIdentity() caller: Caller,
    @UserId() _userId: string,
    @Res({ passthrough: true }) reply: HttpReply,
  ) {
    return writeAnswer(reply, r.search, await this.searches.search(query, caller));
  }
}
