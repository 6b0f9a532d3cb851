import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { EntitlementSchema, buildPath, internalPaths, type SubscriptionStatus } from '@stillframe/contracts';
import { BoundedMap, type BoundedMapStats } from '@stillframe/server-kit';
import { GATEWAY_REDIS } from '../redis.tokens.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { ServiceClient } from '../service-client/service-client.js';

const cacheKey = (userId: string) => `gateway:entitlement:${userId}`;
/**
 * How long this replica keeps an answer in memory. Every replica hears the change broadcast and drops
 * its copy at once; this only bounds how much longer than Redis's copy a missed broadcast can last.
 */
const IN_PROCESS_MS = 5000;
/** The most users whose answer this replica keeps; past it the least recently asked for goes (it is still in Redis). */
const IN_PROCESS_MAX = 10_000;

/**
 * The billing service's answer for a user, cached briefly in this process and in Redis (shared by the
 * replicas); dropped at once on a change event. An answer read or fetched while a change was heard is
 * used for that call only, never kept: it may be the status from before the change.
 */
@Injectable()
export class EntitlementRepository {
  private readonly inProcess = new BoundedMap<string, SubscriptionStatus>({
    maxEntries: IN_PROCESS_MAX,
    ttlMs: IN_PROCESS_MS,
  });
  /** Moves on at every change heard, so that a read or fetch that overlapped one is not kept. */
  private generation = 0;
  /** Lookups this replica made in Redis after a miss in memory (a Redis miss asks billing). */
  private readonly inRedis = { hits: 0, misses: 0 };

  constructor(
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly services: ServiceClient,
  ) {}

  async cached(userId: string): Promise<SubscriptionStatus | null> {
    const held = this.inProcess.get(userId);
    if (held) return held;
    const generation = this.generation;
    const raw = await this.redis.get(cacheKey(userId)).catch(() => null);
    const parsed = raw ? EntitlementSchema.safeParse(JSON.parse(raw)) : null;
    if (!parsed?.success) {
      this.inRedis.misses += 1;
      return null;
    }
    this.inRedis.hits += 1;
    if (generation === this.generation) this.inProcess.set(userId, parsed.data);
    return parsed.data;
  }

  async fetch(userId: string, requestId: string): Promise<SubscriptionStatus> {
    const generation = this.generation;
    const body = await this.services.getJson(
      'billing',
      buildPath(internalPaths.entitlement, { userId }),
      requestId,
    );
    const status = EntitlementSchema.parse(body);
    // Billing may have answered before a change it broadcast since: then this answer is not kept anywhere.
    if (generation !== this.generation) return status;
    this.inProcess.set(userId, status);
    await this.redis
      .set(cacheKey(userId), JSON.stringify(status), 'EX', this.config.ENTITLEMENT_CACHE_SECONDS)
      .catch(() => undefined);
    return status;
  }

  /** Hit counters of both copies, for the tests now and the operators' metrics later. */
  get stats(): { memory: BoundedMapStats; redis: { hits: number; misses: number } } {
    return { memory: this.inProcess.stats, redis: { ...this.inRedis } };
  }

  async forget(userId: string): Promise<void> {
    this.generation += 1;
    this.inProcess.delete(userId);
    await this.redis.del(cacheKey(userId)).catch(() => undefined);
  }
}
