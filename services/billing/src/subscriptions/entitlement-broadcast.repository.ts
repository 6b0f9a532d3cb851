import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { BroadcastEvent, type EntitlementChangedSchema } from '@stillframe/contracts';
import { Broadcaster, redisTargetOf, type Logger } from '@stillframe/server-kit';
import type { z } from 'zod';
import { BILLING_CONFIG, type BillingConfig } from '../config/env.js';
import { BILLING_LOGGER } from '../tokens.js';

const EMIT_DEADLINE_MS = 2_000;

/**
 * Tells the gateway that a user's entitlement changed, so it drops its cached copy at once. A lost
 * broadcast only delays the change until the gateway's cache entry expires, so a failure is logged,
 * never thrown: it must not undo or retry the change that was already stored.
 */
@Injectable()
export class EntitlementBroadcastRepository implements OnApplicationShutdown {
  private readonly broadcaster: Broadcaster;

  constructor(
    @Inject(BILLING_CONFIG) config: BillingConfig,
    @Inject(BILLING_LOGGER) private readonly logger: Logger,
  ) {
    this.broadcaster = new Broadcaster(redisTargetOf(config));
  }

  async changed(userId: string): Promise<void> {
    const payload: z.infer<typeof EntitlementChangedSchema> = { userId };
    const lost = await this.broadcaster.emitWithin(
      BroadcastEvent.entitlementChanged,
      payload,
      EMIT_DEADLINE_MS,
    );
    if (lost) this.logger.warn({ userId, err: lost.message }, 'entitlement broadcast lost');
  }

  /** After the workers (closed on module destroy) have finished their jobs. */
  async onApplicationShutdown(): Promise<void> {
    await this.broadcaster.close();
  }
}
