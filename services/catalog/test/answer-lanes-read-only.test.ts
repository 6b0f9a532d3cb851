import 'reflect-metadata';
import { routes, shareableRoutes, allRoutes } from '@stillframe/contracts';
import type { Caller, StoredAnswerLookup, StoredAnswers } from '@stillframe/server-kit';
import { AnswerLanes, catalogLanes } from '../src/answer-lanes/answer-lanes.js';
import { AnswerCache } from '../src/cache/answer-cache.service.js';
import { cacheKeys } from '../src/cache/cache-keys.js';

/**
 * Lanes answer ahead of the caller-context interceptor that applies the budgets, so they are given
 * nothing that could call upstream: a lane maps a request to a stored answer and reads it through a
 * handle that can only read.
 */
const recordingHandle = () => {
  const lookups: StoredAnswerLookup[] = [];
  const answer = { bytes: Buffer.from('[]'), shareableSeconds: 30 };
  const answers: StoredAnswers = {
    read: (lookup) => {
      lookups.push(lookup);
      return Promise.resolve(answer);
    },
  };
  return { answers, lookups, answer };
};

const caller = (sub: string | null): Caller =>
  ({ sub, adm: false, sid: sub ? 's' : null, ip: '127.0.0.1', rid: 'r', prf: null }) as Caller;

describe('answer lanes', () => {
  it('serve exactly the routes the contracts declare shareable', () => {
    expect(catalogLanes.map((lane) => lane.route.id)).toEqual(
      shareableRoutes(allRoutes).map((route) => route.id),
    );
  });

  it('are built from the answer cache alone: no service that could fetch is within reach', () => {
    expect(Reflect.getMetadata('design:paramtypes', AnswerLanes)).toEqual([AnswerCache]);
  });

  it("read a search's stored answer through the handle, under the key the handler stores it by", async () => {
    const { answers, lookups, answer } = recordingHandle();
    const [search] = catalogLanes;
    const query = { q: '  Lane BREAD ' };
    expect(await search!.stored({ params: undefined, query, caller: caller('u') }, answers)).toBe(answer);
    expect(lookups).toEqual([
      {
        kind: 'search',
        key: cacheKeys.search({
          q: 'lane bread',
          order: 'date',
          type: 'video',
          videoDuration: 'medium',
          features: [],
        }),
        freshSeconds: expect.any(Number),
      },
    ]);
    // Not signed in: nothing is read, the full path refuses the call.
    expect(await search!.stored({ params: undefined, query, caller: caller(null) }, answers)).toBeNull();
    expect(lookups).toHaveLength(1);
  });

  it("read a video list's stored answer by its ids, each once", async () => {
    const { answers, lookups } = recordingHandle();
    const videos = catalogLanes.find((lane) => lane.route === routes.catalog.videos)!;
    await videos.stored(
      { params: { ids: ['a', 'b', 'a'] }, query: undefined, caller: caller(null) },
      answers,
    );
    expect(lookups).toEqual([
      { kind: 'video', hits: 2, key: cacheKeys.videoList(['a', 'b']), freshSeconds: expect.any(Number) },
    ]);
  });
});
