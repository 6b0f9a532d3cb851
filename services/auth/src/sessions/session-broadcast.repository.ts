import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { BroadcastEvent, type SessionsChangedSchema } from '@stillframe/contracts';
import { Broadcaster, redisTargetOf, type Logger } from '@stillframe/server-kit';
import type { z } from 'zod';
import { AUTH_CONFIG, type AuthConfig } from '../config/env.js';
import { AUTH_LOGGER } from '../redis.tokens.js';

const EMIT_DEADLINE_MS = 2_000;

/**
 * Tells every gateway replica that a user's sessions ended or changed, so that each drops its
 * in-process copies at once (docs/decisions/0016-gateway-session-cache.md). The change is already in
 * Redis: a lost broadcast lasts at most the gateways' cache TTL, so it is logged, never thrown.
 */
@Injectable()
export class SessionBroadcastRepository implements OnApplicationShutdown {
  private readonly broadcaster: Broadcaster;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    @Inject(AUTH_LOGGER) private readonly logger: Logger,
  ) {
    this.broadcaster = new Broadcaster(redisTargetOf(config));
  }

  async changed(userId: string): Promise<void> {
    const payload: z.infer<typeof SessionsChangedSchema> = { userId };
    const lost = await this.broadcaster.emitWithin(BroadcastEvent.sessionsChanged, payload, EMIT_DEADLINE_MS);
    if (lost) this.logger.warn({ userId, err: lost.message }, 'session broadcast lost');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.broadcaster.close();
  }
}
