import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { EntitlementSchema, buildPath, internalPaths, type SubscriptionStatus } from '@stillframe/contracts';
import { GATEWAY_REDIS } from '../redis.tokens.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { ServiceClient } from '../service-client/service-client.js';

const cacheKey = (userId: string) => `gateway:entitlement:${userId}`;

/** The billing service's answer for a user, cached briefly in Redis; dropped at once on a change event. */
@Injectable()
export class EntitlementRepository {
  constructor(
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly services: ServiceClient,
  ) {}

  async cached(userId: string): Promise<SubscriptionStatus | null> {
    const raw = await this.redis.get(cacheKey(userId)).catch(() => null);
    if (!raw) return null;
    const parsed = EntitlementSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  }

  async fetch(userId: string, requestId: string): Promise<SubscriptionStatus> {
    const body = await this.services.getJson(
      'billing',
      buildPath(internalPaths.entitlement, { userId }),
      requestId,
    );
    const status = EntitlementSchema.parse(body);
    await this.redis
      .set(cacheKey(userId), JSON.stringify(status), 'EX', this.config.ENTITLEMENT_CACHE_SECONDS)
      .catch(() => undefined);
    return status;
  }

  async forget(userId: string): Promise<void> {
    await this.redis.del(cacheKey(userId)).catch(() => undefined);
  }
}
