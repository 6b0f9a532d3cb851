import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { SessionRecordSchema, SessionTtlSeconds, sessionKeys } from '@stillframe/contracts';
import { createLogger } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import type { AuthConfig } from '../src/config/env.js';
import { SessionBroadcastRepository } from '../src/sessions/session-broadcast.repository.js';
import { SessionRepository } from '../src/sessions/session.repository.js';

/** The sessions in the real Redis, changed by two requests of the auth service at the same moment. */
let redis: Redis;
let broadcast: SessionBroadcastRepository;
let sessions: SessionRepository;
beforeAll(() => {
  redis = new Redis(testRedisUrl());
  broadcast = new SessionBroadcastRepository(
    { REDIS_URL: testRedisUrl() } as AuthConfig,
    createLogger('auth-test', 'silent'),
  );
  sessions = new SessionRepository(redis, broadcast);
});
afterAll(async () => {
  await broadcast.onApplicationShutdown();
  redis.disconnect();
});

const stored = async (sessionId: string) => {
  const raw = await redis.get(sessionKeys.session(sessionId));
  return raw ? SessionRecordSchema.parse(JSON.parse(raw)) : null;
};

describe('refreshing a user’s sessions', () => {
  it('keeps both of a promotion and a preference change made at the same moment', async () => {
    const userId = randomUUID();
    const user = { userId, isAdmin: false, email: 'both@example.com' };
    const laptop = await sessions.create(user, { order: 'relevance', duration: 'any' });
    const phone = await sessions.create(user, { order: 'relevance', duration: 'any' });
    await Promise.all([
      sessions.refresh(userId, { isAdmin: true }),
      sessions.refresh(userId, { searchDefaults: { order: 'date', duration: 'short' } }),
    ]);
    for (const sessionId of [laptop, phone]) {
      expect(await stored(sessionId)).toMatchObject({
        userId,
        isAdmin: true,
        email: 'both@example.com',
        searchDefaults: { order: 'date', duration: 'short' },
      });
      const ttl = await redis.ttl(sessionKeys.session(sessionId));
      expect(ttl).toBeGreaterThan(SessionTtlSeconds - 60);
      expect(ttl).toBeLessThanOrEqual(SessionTtlSeconds);
    }
  });

  it('never brings back a session that ended, and leaves an unreadable one as it was', async () => {
    const userId = randomUUID();
    const ended = await sessions.create(
      { userId, isAdmin: false, email: 'e@example.com' },
      {
        order: 'relevance',
        duration: 'any',
      },
    );
    await redis.del(sessionKeys.session(ended));
    const broken = 'b'.repeat(43);
    await redis.set(sessionKeys.session(broken), 'not json', 'EX', 60);
    await redis.sadd(sessionKeys.userSessions(userId), broken);
    await sessions.refresh(userId, { isAdmin: true });
    expect(await redis.exists(sessionKeys.session(ended))).toBe(0);
    expect(await redis.get(sessionKeys.session(broken))).toBe('not json');
  });
});
