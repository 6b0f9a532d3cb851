import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  SessionIdPattern,
  SessionRecordSchema,
  sessionKeys,
  type SessionRecord,
} from '@stillframe/contracts';
import { GATEWAY_REDIS } from '../redis.tokens.js';

/** Reads the sessions the auth service writes. */
@Injectable()
export class SessionRepository {
  constructor(@Inject(GATEWAY_REDIS) private readonly redis: Redis) {}

  async find(sessionId: string | undefined): Promise<SessionRecord | null> {
    if (!sessionId || !SessionIdPattern.test(sessionId)) return null;
    const raw = await this.redis.get(sessionKeys.session(sessionId));
    if (!raw) return null;
    const parsed = SessionRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  }
}
