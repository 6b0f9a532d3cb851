import { Injectable } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import type { AnswerLane, AnswerLanesProvider, StoredAnswers } from '@stillframe/server-kit';
import { AnswerCache } from '../cache/answer-cache.service.js';
import { searchAnswerLookup } from '../search/search.service.js';
import { videoAnswerLookup } from '../videos/videos.service.js';

const r = routes.catalog;

/**
 * The routes whose stored answers are sent before Nest's pipeline (server-kit's `addAnswerLanes`): the
 * hot path of the product, a repeated search and a video's details, the two routes the contracts
 * declare shareable. A lane only maps a request to where its answer is stored and reads it through
 * the read-only handle it is given: it holds nothing that could call YouTube or spend a budget. A
 * miss takes the controller's way.
 */
export const catalogLanes: readonly AnswerLane[] = [
  {
    route: r.search,
    // Signed-in callers only, as the controller's @UserId(): anyone else goes on to be refused there.
    stored: ({ query, caller }, answers) =>
      caller.sub ? answers.read(searchAnswerLookup(query, caller)) : Promise.resolve(null),
  } satisfies AnswerLane<typeof r.search>,
  {
    route: r.videos,
    stored: ({ params }, answers) => answers.read(videoAnswerLookup(params.ids)),
  } satisfies AnswerLane<typeof r.videos>,
] as AnswerLane[];

/** What the catalog gives `createApp`: its lanes and the answer cache, seen only as something to read. */
@Injectable()
export class AnswerLanes implements AnswerLanesProvider {
  readonly lanes = catalogLanes;
  readonly answers: StoredAnswers;

  constructor(cache: AnswerCache) {
    this.answers = cache;
  }
}
