import { routes } from '@stillframe/contracts';
import { AnswerCopies, answerCopyKey } from '../src/answer-copies/answer-copies.js';

/** The copies' own rules, on a clock the test moves. */
const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};
const bytes = (size: number) => Buffer.alloc(size, 'x');
const json: Array<[string, string]> = [['content-type', 'application/json; charset=utf-8']];

describe('answer copies', () => {
  it('keeps a copy as long as the service said, never past the gateway’s own bound', () => {
    const time = clock();
    const copies = new AnswerCopies(60, 1024 * 1024, time.now);
    copies.keep('/a', json, bytes(10), 5);
    copies.keep('/b', json, bytes(10), 600);
    time.advance(4_999);
    expect(copies.find('/a')?.body.length).toBe(10);
    time.advance(1);
    expect(copies.find('/a')).toBeUndefined();
    time.advance(54_999);
    expect(copies.find('/b')).toBeDefined();
    time.advance(1);
    expect(copies.find('/b')).toBeUndefined();
    expect(copies.size).toEqual({ copies: 0, bytes: 0 });
  });

  it('pushes the oldest copies out to make room, and counts each key with its bytes', () => {
    const copies = new AnswerCopies(60, 1000, clock().now);
    for (const key of ['/1', '/2', '/3']) copies.keep(key, json, bytes(58), 60);
    expect(copies.size).toEqual({ copies: 3, bytes: 180 });
    for (let index = 4; index <= 20; index++) copies.keep(`/${index}`, json, bytes(58), 60);
    expect(copies.size.bytes).toBeLessThanOrEqual(1000);
    expect(copies.find('/1')).toBeUndefined();
    expect(copies.find('/20')).toBeDefined();
  });

  it('replaces a copy kept again under the same key, without counting it twice', () => {
    const copies = new AnswerCopies(60, 1000, clock().now);
    copies.keep('/a', json, bytes(40), 60);
    copies.keep('/a', json, bytes(50), 60);
    expect(copies.size).toEqual({ copies: 1, bytes: 52 });
    expect(copies.find('/a')?.body.length).toBe(50);
  });

  it('keeps nothing larger than a sixteenth of its room, nothing not fresh, nothing when turned off', () => {
    const copies = new AnswerCopies(60, 1600, clock().now);
    copies.keep('/large', json, bytes(101), 60);
    copies.keep('/stale', json, bytes(10), 0);
    copies.keep('/nan', json, bytes(10), Number.NaN);
    expect(copies.size.copies).toBe(0);
    const off = new AnswerCopies(0, 1600, clock().now);
    expect(off.enabled).toBe(false);
    off.keep('/a', json, bytes(10), 60);
    expect(off.find('/a')).toBeUndefined();
  });

  it('keys on the search defaults of a signed-in caller, on the URL alone for a visitor', () => {
    const session = {
      userId: 'u',
      isAdmin: false,
      createdAt: new Date(0).toISOString(),
      searchDefaults: { order: 'date' as const, duration: 'any' as const },
    };
    const other = { ...session, searchDefaults: { order: 'viewCount' as const, duration: 'any' as const } };
    const search = routes.catalog.search;
    const key = (session: Parameters<typeof answerCopyKey>[2]) =>
      answerCopyKey(search, '/api/youtube/search?q=x', session);
    expect(key(null)).toBe('/api/youtube/search?q=x');
    expect(key(session)).not.toBe(key(other));
    expect(key(session)).toBe(key({ ...session, userId: 'someone else' }));
  });

  it('keys an answer for everyone on the URL alone, and keeps none of a route not declared shareable', () => {
    const session = {
      userId: 'u',
      isAdmin: false,
      createdAt: new Date(0).toISOString(),
      searchDefaults: { order: 'viewCount' as const, duration: 'any' as const },
    };
    const videos = '/api/youtube/videos/abcdefghijk';
    expect(answerCopyKey(routes.catalog.videos, videos, session)).toBe(videos);
    expect(answerCopyKey(routes.catalog.channel, '/api/youtube/channels/UCx', session)).toBeNull();
    expect(answerCopyKey(routes.notes.list, '/api/notes', session)).toBeNull();
  });

  it('counts hits, misses (an expired copy among them) and answers kept', () => {
    const time = clock();
    const copies = new AnswerCopies(60, 1024 * 1024, time.now);
    expect(copies.find('/a')).toBeUndefined();
    copies.keep('/a', json, bytes(10), 5);
    expect(copies.find('/a')).toBeDefined();
    expect(copies.find('/a')).toBeDefined();
    time.advance(5_000);
    expect(copies.find('/a')).toBeUndefined();
    expect(copies.counts).toEqual({ hits: 2, misses: 2, kept: 1 });
  });
});
