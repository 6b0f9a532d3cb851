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

/**
 * A GET route that can often be answered from storage: `stored` gives the stored answer for a request,
 * or null when the request must go the whole way (through Nest's guards, pipes and handler).
 */
export interface AnswerLane<R extends RouteContract = RouteContract> {
  route: R;
  stored(input: LaneInput<R>): Promise<JsonAnswer | null>;
}

/** Sets an answer's headers on the reply and gives the bytes to send: the one way a JSON answer leaves. */
export function writeAnswer(reply: FastifyReply, answer: JsonAnswer): Buffer {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.shareableSeconds !== null)
    reply.header(InternalHeader.shareableFor, String(Math.floor(answer.shareableSeconds)));
  return answer.bytes;
}

/** The lane's stored answer, or null whenever anything is not exactly as the full path would accept it. */
async function storedAnswer(lane: AnswerLane, request: FastifyRequest, secret: string) {
  const token = request.headers[InternalHeader.identity];
  const caller = verifyIdentity(typeof token === 'string' ? token : undefined, secret);
  if (!caller) return null;
  const params = lane.route.params ? lane.route.params.safeParse(request.params) : undefined;
  const query = lane.route.query ? lane.route.query.safeParse(request.query) : undefined;
  if (params?.success === false || query?.success === false) return null;
  return lane.stored({ params: params?.data, query: query?.data, caller } as LaneInput<RouteContract>);
}

/**
 * Answers the lanes' stored answers straight from Fastify, before Nest's routing, guards, interceptors
 * and pipes, which cost a cached answer several times what its Redis read does. Only a hit for a
 * verified caller and valid input is answered here, with the same status, headers and bytes the
 * handler would send; everything else (a miss, a bad token, bad input, an error) goes on to Nest
 * unchanged, so behaviour is the full path's (docs/decisions/0025-gateway-answer-copies.md).
 */
export function addAnswerLanes(fastify: FastifyInstance, secret: string, lanes: AnswerLane[]): void {
  const byPath = new Map(lanes.map((lane) => [lane.route.path, lane]));
  fastify.addHook('onRequest', (request, reply, done) => {
    const lane = request.method === 'GET' ? byPath.get(request.routeOptions.url ?? '') : undefined;
    if (!lane) return done();
    storedAnswer(lane, request, secret).then(
      // An answer sent from a hook ends the request there: `done` is not called.
      (answer) => (answer ? void reply.send(writeAnswer(reply, answer)) : done()),
      () => done(),
    );
  });
}
