import type { SessionRecord } from '@stillframe/contracts';
import { SessionCache } from '../src/session/session-cache.js';

/** The replica's session copies at their ceiling, on a clock the test moves. */
const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};
const record = (userId: string): SessionRecord => ({
  userId,
  isAdmin: false,
  email: `${userId}@example.com`,
  searchDefaults: { order: 'relevance', duration: 'any' },
  createdAt: new Date(0).toISOString(),
});
const FAR = Number.MAX_SAFE_INTEGER;

describe("a replica's session copies when full", () => {
  it('drop only the least recently used session at the ceiling of 50,000, not all of them', () => {
    const cache = new SessionCache(5_000);
    for (let n = 0; n < 50_000; n += 1) cache.hold(`s${n}`, record(`u${n}`), FAR);
    expect(cache.get('s0')?.userId).toBe('u0');
    cache.hold('one more', record('u-new'), FAR);
    // s1 was used least recently: it alone goes, with its entry in the index by user.
    expect(cache.get('s1')).toBeUndefined();
    for (const session of ['s0', 's2', 's49999', 'one more']) expect(cache.get(session)).toBeDefined();
    expect(cache.stats).toMatchObject({ held: 50_000, users: 50_000 });
  });

  it('still drop every session of a user at a broadcast, and none of another user', () => {
    const cache = new SessionCache(5_000, { maxSessions: 3 });
    cache.hold('a1', record('a'), FAR);
    cache.hold('a2', record('a'), FAR);
    cache.hold('b1', record('b'), FAR);
    cache.hold('b2', record('b'), FAR); // pushes out a1
    cache.forgetUser('a');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.userId).toBe('b');
    expect(cache.get('b2')?.userId).toBe('b');
    expect(cache.stats).toMatchObject({ held: 2, users: 1 });
  });

  it('keep a session for the TTL at most, and never past its own end', () => {
    const time = clock();
    const cache = new SessionCache(5_000, { now: time.now });
    cache.hold('long', record('u1'), FAR);
    cache.hold('ending', record('u2'), time.now() + 1_000);
    cache.hold('ended', record('u3'), time.now());
    expect(cache.get('ended')).toBeUndefined();
    time.advance(1_000);
    expect(cache.get('ending')).toBeUndefined();
    expect(cache.get('long')?.userId).toBe('u1');
    time.advance(4_000);
    expect(cache.get('long')).toBeUndefined();
    expect(cache.stats).toMatchObject({ held: 0, users: 0 });
  });
});
