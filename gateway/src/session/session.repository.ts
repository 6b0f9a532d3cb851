import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  SessionIdPattern,
  SessionRecordSchema,
  SessionTtlSeconds,
  sessionKeys,
  type SessionRecord,
} from '@stillframe/contracts';
import { GATEWAY_REDIS } from '../redis.tokens.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { SessionCache } from './session-cache.js';

/**
 * Reads the sessions the auth service writes, keeping each for a few seconds in this process so that
 * a signed-in call costs no Redis read. Auth broadcasts every end or change of a user's sessions and
 * each replica drops its copies at once; the TTL bounds what a lost broadcast can cost
 * (docs/decisions/0016-gateway-session-cache.md).
 */
@Injectable()
export class SessionRepository {
  private readonly cache: SessionCache;

  constructor(
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.cache = new SessionCache(config.SESSION_CACHE_SECONDS * 1000);
    // Broadcasts sent while Redis was unreachable are lost: nothing held from before is trusted after.
    redis.on('ready', () => this.cache.clear());
  }

  /** The hit counters of this replica's session copies, for the tests now and the operators' metrics later. */
  get cacheStats(): SessionCache['stats'] {
    return this.cache.stats;
  }

  async find(sessionId: string | undefined): Promise<SessionRecord | null> {
    if (!sessionId || !SessionIdPattern.test(sessionId)) return null;
    // While Redis is unreachable no revocation can be heard, and sessions count as unreadable.
    const usable = this.redis.status === 'ready';
    const held = usable ? this.cache.get(sessionId) : undefined;
    if (held) return held;
    const generation = this.cache.generation;
    const raw = await this.redis.get(sessionKeys.session(sessionId));
    if (!raw) return null;
    const parsed = SessionRecordSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const expires = Date.parse(parsed.data.createdAt) + SessionTtlSeconds * 1000;
    // A change heard while this read was under way may concern it: then it is used once, not kept.
    if (usable && generation === this.cache.generation) this.cache.hold(sessionId, parsed.data, expires);
    return parsed.data;
  }

  forgetUser(userId: string): void {
    this.cache.forgetUser(userId);
  }
}
