import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  SessionRecordSchema,
  SessionTtlSeconds,
  sessionKeys,
  type SearchDefaults,
  type SessionRecord,
} from '@stillframe/contracts';
import { AUTH_REDIS } from '../redis.tokens.js';
import { SessionBroadcastRepository } from './session-broadcast.repository.js';

/**
 * Sessions in Redis, read by the gateway on every request. The gateways keep copies for a few
 * seconds, so every change is broadcast after it is stored.
 */
@Injectable()
export class SessionRepository {
  constructor(
    @Inject(AUTH_REDIS) private readonly redis: Redis,
    private readonly broadcast: SessionBroadcastRepository,
  ) {}

  /** A fresh random id at every login: an id planted before sign-in is never promoted (session fixation). */
  async create(
    user: { userId: string; isAdmin: boolean; email: string },
    searchDefaults: SearchDefaults,
  ): Promise<string> {
    const sessionId = randomBytes(32).toString('base64url');
    const { userId } = user;
    const record: SessionRecord = { ...user, searchDefaults, createdAt: new Date().toISOString() };
    await this.redis
      .multi()
      .set(sessionKeys.session(sessionId), JSON.stringify(record), 'EX', SessionTtlSeconds)
      .sadd(sessionKeys.userSessions(userId), sessionId)
      .expire(sessionKeys.userSessions(userId), SessionTtlSeconds)
      .exec();
    return sessionId;
  }

  async end(userId: string, sessionId: string): Promise<void> {
    await this.redis
      .multi()
      .del(sessionKeys.session(sessionId))
      .srem(sessionKeys.userSessions(userId), sessionId)
      .exec();
    await this.broadcast.changed(userId);
  }

  /** Ends every session of a user, or every one but `keep` (password change). */
  async endAll(userId: string, keep?: string): Promise<void> {
    const ids = (await this.redis.smembers(sessionKeys.userSessions(userId))).filter((id) => id !== keep);
    const pipeline = this.redis.multi();
    for (const id of ids) pipeline.del(sessionKeys.session(id));
    if (keep) pipeline.srem(sessionKeys.userSessions(userId), ...(ids.length ? ids : ['']));
    else pipeline.del(sessionKeys.userSessions(userId));
    await pipeline.exec();
    await this.broadcast.changed(userId);
  }

  /**
   * Rewrites each live session of a user (admin flag, search defaults), so that a promotion or a
   * preference change takes effect without signing in again.
   */
  async refresh(
    userId: string,
    changes: Partial<Pick<SessionRecord, 'isAdmin' | 'searchDefaults'>>,
  ): Promise<void> {
    const ids = await this.redis.smembers(sessionKeys.userSessions(userId));
    for (const id of ids) {
      const key = sessionKeys.session(id);
      const raw = await this.redis.get(key);
      const parsed = raw ? SessionRecordSchema.safeParse(JSON.parse(raw)) : null;
      if (!parsed?.success) continue;
      await this.redis.set(key, JSON.stringify({ ...parsed.data, ...changes }), 'KEEPTTL');
    }
    await this.broadcast.changed(userId);
  }
}
