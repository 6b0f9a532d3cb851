import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type RateLimitBucket } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/env.js';
import { RateLimitRepository, windowAt } from './rate-limit.repository.js';
import { RateTally } from './rate-tally.js';

@Injectable()
export class RateLimitService {
  private readonly limits: Record<RateLimitBucket, number>;
  private readonly tally = new RateTally();

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly repository: RateLimitRepository,
  ) {
    this.limits = {
      default: config.RATE_LIMIT_DEFAULT_PER_MINUTE,
      credentials: config.RATE_LIMIT_CREDENTIALS_PER_MINUTE,
      search: config.RATE_LIMIT_SEARCH_PER_MINUTE,
    };
  }

  /**
   * Throws 429 with Retry-After past the bucket's limit. Every call is counted in Redis; one far
   * below the limit does not wait for the count. When Redis is down, requests pass: availability first.
   */
  async consume(bucket: RateLimitBucket, client: string): Promise<void> {
    const window = windowAt(Date.now());
    const key = `${bucket}:${client}`;
    if (this.tally.admits(key, window, this.limits[bucket])) {
      this.tally.counting(key);
      void this.repository
        .hit(bucket, client, window)
        .then((result) => this.tally.learned(key, window, result?.count ?? null, true));
      return;
    }
    const result = await this.repository.hit(bucket, client, window);
    this.tally.learned(key, window, result?.count ?? null, false);
    if (!result || result.count <= this.limits[bucket]) return;
    throw new AppException(
      ErrorCode.rateLimited,
      'Too many requests. Please wait a moment and try again.',
      undefined,
      {
        'retry-after': String(result.resetSeconds),
      },
    );
  }
}
