import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ErrorCode, type RateLimitBucket } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { RateLimitRepository, windowAt } from './rate-limit.repository.js';
import { RateLeases } from './rate-leases.js';

/** Leased counts unused this long go back to Redis, where another replica may need them. */
const IDLE_MS = 1000;

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly limits: Record<RateLimitBucket, number>;
  private readonly leases = new RateLeases();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly repository: RateLimitRepository,
  ) {
    this.limits = {
      default: config.RATE_LIMIT_DEFAULT_PER_MINUTE,
      credentials: config.RATE_LIMIT_CREDENTIALS_PER_MINUTE,
      search: config.RATE_LIMIT_SEARCH_PER_MINUTE,
    };
    this.sweep = setInterval(() => void this.giveBackIdle(IDLE_MS), IDLE_MS).unref();
  }

  /**
   * Throws 429 with Retry-After past the bucket's limit. A call is admitted from this replica's leased
   * counts when it has some, else it reserves more in Redis (calls arriving meanwhile wait for that
   * reservation). When Redis is down, requests pass: availability first.
   */
  async consume(bucket: RateLimitBucket, client: string): Promise<void> {
    const window = windowAt(Date.now());
    const key = `${bucket}:${client}`;
    const limit = this.limits[bucket];
    const lease = this.leases.of(key, window);
    for (;;) {
      if (this.leases.take(lease)) return;
      if (!lease.reserving) break;
      await lease.reserving;
    }
    const size = RateLeases.sizeFor(limit, lease.known);
    const reserving = this.repository.reserve(key, window, size);
    lease.reserving = reserving;
    const result = await reserving.finally(() => (lease.reserving = null));
    if (!result || this.leases.granted(lease, result.count, size, limit)) return;
    throw new AppException(
      ErrorCode.rateLimited,
      'Too many requests. Please wait a moment and try again.',
      undefined,
      { 'retry-after': String(result.resetSeconds) },
    );
  }

  private async giveBackIdle(idleMs: number): Promise<void> {
    const unused = this.leases.takeBackIdle(idleMs);
    if (unused.length) await this.repository.giveBack(unused);
  }

  /** A replica that stops gives back what it holds. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.sweep);
    await this.giveBackIdle(0);
  }
}
