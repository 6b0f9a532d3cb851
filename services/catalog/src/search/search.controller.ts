import { Controller, Get, Header } from '@nestjs/common';
import { routes, type HandlerQuery } from '@stillframe/contracts';
import { CallerIdentity, UserId, ValidQuery, type Caller } from '@stillframe/server-kit';
import { SearchService } from './search.service.js';

const r = routes.catalog;

@Controller()
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  /** Subscribers only, checked by the gateway; a signed-in caller is required here too. */
  @Get(r.search.path)
  @Header('content-type', 'application/json; charset=utf-8')
  search(
    @ValidQuery(r.search) query: HandlerQuery<typeof r.search>,
    @CallerIdentity() caller: Caller,
    @UserId() _userId: string,
  ) {
    return this.searches.search(query, caller);
  }
}
