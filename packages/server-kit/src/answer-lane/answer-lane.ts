import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  InternalHeader,
  type HandlerParams,
  type HandlerQuery,
  type RouteContract,
} from '@stillframe/contracts';
import { verifyIdentity } from '../identity/identity-token.js';
import type { Caller } from '../identity/caller.js';

/** An answer's JSON as sent, and how many more seconds any caller may be given the same bytes (null: this call's own). */
export interface JsonAnswer {
  bytes: Buffer;
  shareableSeconds: number | null;
}

/** A request's parts as the route's schemas read them, and its verified caller. */
export interface LaneInput<R extends RouteContract> {
  params: HandlerParams<R>;
  query: HandlerQuery<R>;
  caller: Caller;
}

/** Where a stored answer is kept and how long it stays fresh: all a lane may ask for. */
export interface StoredAnswerLookup {
  /** The kind of answer, for the cache counters. */
  kind: string;
  /** Lookups a hit stands for in the counters (one per video of a details call); 1 when unset. */
  hits?: number;
  key: string;
  freshSeconds: number;
}

/**
 * A read-only handle on stored answers: it can read one, never build or fetch one. A lane runs ahead
 * of the caller-context interceptor that applies the budgets (docs/decisions/0027-quota-budgets.md),
 * so this is all it is given.
 */
export interface StoredAnswers {
  read(lookup: StoredAnswerLookup): Promise<JsonAnswer | null>;
}

/**
 * A GET route that can often be answered from storage: `stored` reads the stored answer for a request
 * through the read-only handle, or gives null when the request must go the whole way (through Nest's
 * guards, pipes and handler). Only a route the contracts declare shareable may have a lane.
 */
export interface AnswerLane<R extends RouteContract = RouteContract> {
  route: R;
  stored(input: LaneInput<R>, answers: StoredAnswers): Promise<JsonAnswer | null>;
}

/** What a service gives `createApp` for its lanes: the lanes and the one handle they read through. */
export interface AnswerLanesProvider {
  lanes: readonly AnswerLane[];
  answers: StoredAnswers;
}

/**
 * Sets an answer's headers on the reply and gives the bytes to send: the one way a JSON answer leaves.
 * The answer is marked shareable only when its route is declared so in the contracts: a handler
 * cannot make a per-user answer shareable by saying so.
 */
export function writeAnswer(reply: FastifyReply, route: RouteContract, answer: JsonAnswer): Buffer {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (route.shareable && answer.shareableSeconds !== null)
    reply.header(InternalHeader.shareableFor, String(Math.floor(answer.shareableSeconds)));
  return answer.bytes;
}

/** Refuses, at start, a lane on a route the contracts do not declare shareable (or not a GET). */
export function assertLaneEligible(route: RouteContract): void {
  if (route.method !== 'GET' || !route.shareable)
    throw new Error(`Route ${route.id} cannot have an answer lane: it is not a GET declared shareable`);
}

/** The lane's stored answer, or null whenever anything is not exactly as the full path would accept it. */
async function storedAnswer(
  lane: AnswerLane,
  request: FastifyRequest,
  secret: string,
  answers: StoredAnswers,
) {
  const token = request.headers[InternalHeader.identity];
  const caller = verifyIdentity(typeof token === 'string' ? token : undefined, secret);
  if (!caller) return null;
  const params = lane.route.params ? lane.route.params.safeParse(request.params) : undefined;
  const query = lane.route.query ? lane.route.query.safeParse(request.query) : undefined;
  if (params?.success === false || query?.success === false) return null;
  return lane.stored(
    { params: params?.data, query: query?.data, caller } as LaneInput<RouteContract>,
    answers,
  );
}

/**
 * Answers the lanes' stored answers straight from Fastify, before Nest's routing, guards, interceptors
 * and pipes, which cost a cached answer several times what its Redis read does. Only a hit for a
 * verified caller and valid input is answered here, with the same status, headers and bytes the
 * handler would send; everything else (a miss, a bad token, bad input, an error) goes on to Nest
 * unchanged, so behaviour is the full path's (docs/decisions/0025-gateway-answer-copies.md).
 */
export function addAnswerLanes(
  fastify: FastifyInstance,
  secret: string,
  { lanes, answers }: AnswerLanesProvider,
): void {
  for (const lane of lanes) assertLaneEligible(lane.route);
  // Only the read side of the handle is ever passed on, whatever object the service gave.
  const readOnly: StoredAnswers = { read: (lookup) => answers.read(lookup) };
  const byPath = new Map(lanes.map((lane) => [lane.route.path, lane]));
  fastify.addHook('onRequest', (request, reply, done) => {
    const lane = request.method === 'GET' ? byPath.get(request.routeOptions.url ?? '') : undefined;
    if (!lane) return done();
    storedAnswer(lane, request, secret, readOnly).then(
      // An answer sent from a hook ends the request there: `done` is not called.
      (answer) => (answer ? void reply.send(writeAnswer(reply, lane.route, answer)) : done()),
      () => done(),
    );
  });
}
