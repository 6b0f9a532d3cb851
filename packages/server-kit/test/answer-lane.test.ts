import type { FastifyInstance, FastifyReply } from 'fastify';
import { InternalHeader, routes, type RouteContract } from '@stillframe/contracts';
import { addAnswerLanes, writeAnswer, type StoredAnswers } from '../src/answer-lane/answer-lane.js';

/** What writeAnswer set on a reply. */
function recordingReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header: (name: string, value: string) => {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

const answer = { bytes: Buffer.from('[]'), shareableSeconds: 42.7 };

describe('writeAnswer', () => {
  it('marks the answer of a route declared shareable for its freshness left', () => {
    const { reply, headers } = recordingReply();
    expect(writeAnswer(reply, routes.catalog.videos, answer)).toBe(answer.bytes);
    expect(headers[InternalHeader.shareableFor]).toBe('42');
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('never marks the answer of a route the contracts do not declare shareable, whatever it is told', () => {
    for (const route of [routes.catalog.channel, routes.notes.list, routes.auth.currentUser]) {
      const { reply, headers } = recordingReply();
      writeAnswer(reply, route, answer);
      expect(headers[InternalHeader.shareableFor]).toBeUndefined();
    }
  });
});

describe('addAnswerLanes', () => {
  const answers: StoredAnswers = { read: () => Promise.resolve(null) };
  const hooks: string[] = [];
  const fastify = { addHook: (name: string) => void hooks.push(name) } as unknown as FastifyInstance;
  const lane = (route: RouteContract) => ({ route, stored: () => Promise.resolve(null) });

  it.each([
    ['a per-user GET', routes.notes.list],
    ['a catalog GET not declared shareable', routes.catalog.channel],
    ['a POST', routes.notes.create],
  ])('refuses a lane on %s before serving anything', (_name, route) => {
    hooks.length = 0;
    expect(() => addAnswerLanes(fastify, 'secret', { lanes: [lane(route)], answers })).toThrow(
      /cannot have an answer lane/,
    );
    expect(hooks).toEqual([]);
  });

  it('accepts lanes on the routes declared shareable', () => {
    hooks.length = 0;
    addAnswerLanes(fastify, 'secret', {
      lanes: [lane(routes.catalog.search), lane(routes.catalog.videos)],
      answers,
    });
    expect(hooks).toEqual(['onRequest']);
  });
});
