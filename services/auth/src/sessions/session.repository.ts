import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  SessionTtlSeconds,
  sessionKeys,
  type SearchDefaults,
  type SessionRecord,
} from '@stillframe/contracts';
import { AUTH_REDIS } from '../redis.tokens.js';
import { SessionBroadcastRepository } from './session-broadcast.repository.js';

/**
 * Sets fields of each session named in KEYS that is still there (ARGV[1]: the fields as JSON), keeping
 * its TTL. A script runs whole inside Redis, so two changes of one user at once (a promotion and a
 * preference change) each see the other: a read-modify-write from here would lose one. (WATCH would need
 * a connection of its own: this one is shared by every request.)
 */
const REFRESH = `local changes = cjson.decode(ARGV[1])
local refreshed = 0
for _, key in ipairs(KEYS) do
  local raw = redis.call('GET', key)
  local ok, session = pcall(cjson.decode, raw or '')
  if ok and type(session) == 'table' then
    for field, value in pairs(changes) do session[field] = value end
    redis.call('SET', key, cjson.encode(session), 'KEEPTTL')
    refreshed = refreshed + 1
  end
end
return refreshed`;

/** The script as a command of its own: sent by its SHA1 (EVALSHA), not as its whole text each time. */
type WithScripts = Redis & {
  refreshSessions(...keysThenChanges: string[]): Promise<number>;
};

/**
 * Sessions in Redis, read by the gateway on every request. The gateways keep copies for a few
 * seconds, so every change is broadcast after it is stored.
 */
@Injectable()
export class SessionRepository {
  private readonly scripts: WithScripts;

  constructor(
    @Inject(AUTH_REDIS) private readonly redis: Redis,
    private readonly broadcast: SessionBroadcastRepository,
  ) {
    redis.defineCommand('refreshSessions', { lua: REFRESH });
    this.scripts = redis as WithScripts;
  }

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
   * preference change takes effect without signing in again; changes made at the same time all count.
   */
  async refresh(
    userId: string,
    changes: Partial<Pick<SessionRecord, 'isAdmin' | 'searchDefaults'>>,
  ): Promise<void> {
    const ids = await this.redis.smembers(sessionKeys.userSessions(userId));
    if (ids.length) {
      const keys = ids.map((id) => sessionKeys.session(id));
      await this.scripts.refreshSessions(String(keys.length), ...keys, JSON.stringify(changes));
    }
    await this.broadcast.changed(userId);
  }
}
