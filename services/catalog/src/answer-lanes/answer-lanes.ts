import { Injectable } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import type { AnswerLane } from '@stillframe/server-kit';
import { SearchService } from '../search/search.service.js';
import { VideosService } from '../videos/videos.service.js';

const r = routes.catalog;

/**
 * The routes whose stored answers are sent before Nest's pipeline (server-kit's `addAnswerLanes`): the
 * hot path of the product, a repeated search and a video's details. A miss takes the controller's way.
 */
@Injectable()
export class AnswerLanes {
  constructor(
    private readonly searches: SearchService,
    private readonly videos: VideosService,
  ) {}

  readonly lanes: AnswerLane[] = [
    {
      route: r.search,
      // Signed-in callers only, as the controller's @UserId(): anyone else goes on to be refused there.
      stored: ({ query, caller }) =>
        caller.sub ? this.searches.stored(query, caller) : Promise.resolve(null),
    } satisfies AnswerLane<typeof r.search>,
    {
      route: r.videos,
      stored: ({ params }) => this.videos.stored(params.ids),
    } satisfies AnswerLane<typeof r.videos>,
  ] as AnswerLane[];
}
