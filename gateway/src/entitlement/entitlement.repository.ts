import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { EntitlementSchema, buildPath, internalPaths, type SubscriptionStatus } from '@stillframe/contracts';
import { GATEWAY_REDIS } from '../redis.tokens.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { ServiceClient } from '../service-client/service-client.js';

const cacheKey = (userId: string) => `gateway:entitlement:${userId}`;
/**
 * How long this replica keeps an answer in memory. Every replica hears the change broadcast and drops
 * its copy at once; this only bounds how much longer than Redis's copy a missed broadcast can last.
 */
const IN_PROCESS_MS = 5000;
/** Beyond this many users in memory the copies are dropped (they come back from Redis). */
const IN_PROCESS_MAX = 10_000;

/**
 * The billing service's answer for a user, cached briefly in this process and in Redis (shared by the
 * replicas); dropped at once on a change event.
 */
@Injectable()
export class EntitlementRepository {
  private readonly inProcess = new Map<string, { status: SubscriptionStatus; until: number }>();

  constructor(
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly services: ServiceClient,
  ) {}

  async cached(userId: string): Promise<SubscriptionStatus | null> {
    const held = this.inProcess.get(userId);
    if (held && held.until > Date.now()) return held.status;
    const raw = await this.redis.get(cacheKey(userId)).catch(() => null);
    if (!raw) return null;
    const parsed = EntitlementSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    this.hold(userId, parsed.data);
    return parsed.data;
  }

  async fetch(userId: string, requestId: string): Promise<SubscriptionStatus> {
    const body = await this.services.getJson(
      'billing',
      buildPath(internalPaths.entitlement, { userId }),
      requestId,
    );
    const status = EntitlementSchema.parse(body);
    this.hold(userId, status);
    await this.redis
      .set(cacheKey(userId), JSON.stringify(status), 'EX', this.config.ENTITLEMENT_CACHE_SECONDS)
      .catch(() => undefined);
    return status;
  }

  async forget(userId: string): Promise<void> {
    this.inProcess.delete(userId);
    await this.redis.del(cacheKey(userId)).catch(() => undefined);
  }

  private hold(userId: string, status: SubscriptionStatus): void {
    if (this.inProcess.size >= IN_PROCESS_MAX) this.inProcess.clear();
    this.inProcess.set(userId, { status, until: Date.now() + IN_PROCESS_MS });
  }
}
