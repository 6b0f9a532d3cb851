import { Inject, Injectable, Optional, type OnModuleDestroy } from '@nestjs/common';
import { ErrorCode, type RateLimitBucket } from '@stillframe/contracts';
import { AppException, SingleFlight } from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { RateLimitRepository, WINDOW_SECONDS, windowAt } from './rate-limit.repository.js';
import { RateLeases, type Lease } from './rate-leases.js';

/** Leased counts unused this long go back to Redis, where another replica may need them. */
const IDLE_MS = 1000;

/** The clock the windows are read on (ms); `Date.now` unless a test provides one. */
export const RATE_LIMIT_CLOCK = Symbol('RATE_LIMIT_CLOCK');

/** What one reservation came to, for the call that made it and every call that waited for it. */
type Reservation = 'granted' | 'refused' | 'unreadable';

@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly limits: Record<RateLimitBucket, number>;
  private readonly leases: RateLeases;
  /** One reservation at a time per lease: calls that find the lease empty meanwhile wait for it. */
  private readonly reservations = new SingleFlight<Lease, Reservation>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly repository: RateLimitRepository,
    @Optional() @Inject(RATE_LIMIT_CLOCK) private readonly now: () => number = () => Date.now(),
  ) {
    this.leases = new RateLeases({
      now: this.now,
      onPushedOut: (unused) => void this.repository.giveBack([unused]),
    });
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
    const window = windowAt(this.now());
    const key = `${bucket}:${client}`;
    const limit = this.limits[bucket];
    const lease = this.leases.of(key, window);
    // Each pass either takes a count or waits for one reservation, which credits the lease before any
    // waiting call resumes; counts others took first only mean one more reservation.
    while (!this.leases.take(lease)) {
      const reservation = await this.reservations.run(lease, () => this.reserve(lease, key, limit));
      if (reservation === 'unreadable') return;
      if (reservation === 'refused') {
        const resetSeconds = WINDOW_SECONDS - (Math.floor(this.now() / 1000) % WINDOW_SECONDS);
        throw new AppException(
          ErrorCode.rateLimited,
          'Too many requests. Please wait a moment and try again.',
          undefined,
          { 'retry-after': String(resetSeconds) },
        );
      }
    }
  }

  /** Reserves more counts in Redis and credits the lease with those within the limit. */
  private async reserve(lease: Lease, key: string, limit: number): Promise<Reservation> {
    const size = RateLeases.sizeFor(limit, lease.known);
    const count = await this.repository.reserve(key, lease.window, size);
    if (count === null) return 'unreadable';
    return this.leases.granted(lease, count, size, limit) ? 'granted' : 'refused';
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
