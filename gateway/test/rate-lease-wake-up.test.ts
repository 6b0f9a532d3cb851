import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppException } from '@stillframe/server-kit';
import { testRedisUrl } from '@stillframe/server-kit/testing';
import type { GatewayConfig } from '../src/config/env.js';
import { RateLimitRepository, windowAt } from '../src/rate-limit/rate-limit.repository.js';
import { RateLimitService } from '../src/rate-limit/rate-limit.service.js';

/**
 * The rate limiter on the real Redis, with calls arriving together as they do under load; the clock is
 * the test's, so that every call falls in the same window.
 */
class CountedRepository extends RateLimitRepository {
  readonly sizes: number[] = [];
  override reserve(clientKey: string, window: number, count: number): Promise<number | null> {
    this.sizes.push(count);
    return super.reserve(clientKey, window, count);
  }
}

const now = Date.UTC(2026, 0, 5, 12, 0, 10);
const config = {
  RATE_LIMIT_DEFAULT_PER_MINUTE: 600,
  RATE_LIMIT_CREDENTIALS_PER_MINUTE: 20,
  RATE_LIMIT_SEARCH_PER_MINUTE: 120,
} as GatewayConfig;

let redis: Redis;
let repository: CountedRepository;
let limiter: RateLimitService;
beforeEach(() => {
  redis = new Redis(testRedisUrl());
  repository = new CountedRepository(redis);
  limiter = new RateLimitService(config, repository, () => now);
});
afterEach(async () => {
  await limiter.onModuleDestroy();
  redis.disconnect();
});

const countIn = async (bucket: string, client: string) =>
  Number(await redis.get(`gateway:rate:${bucket}:${client}:${windowAt(now)}`));
const outcomes = (calls: Array<Promise<void>>) =>
  Promise.allSettled(calls).then((settled) =>
    settled.map((result) => (result.status === 'fulfilled' ? 200 : (result.reason as AppException).status)),
  );

describe('calls waiting for a lease', () => {
  it('ten calls arriving together make one reservation and hold its counts, not two', async () => {
    const client = `10.0.${randomUUID()}`;
    const statuses = await outcomes(Array.from({ length: 10 }, () => limiter.consume('default', client)));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(repository.sizes).toEqual([64]);
    expect(await countIn('default', client)).toBe(64);
    // The 54 left are this replica's: the next calls need no Redis.
    await outcomes(Array.from({ length: 54 }, () => limiter.consume('default', client)));
    expect(repository.sizes).toEqual([64]);
  });

  it('calls that waited for a reservation past the limit are refused with it, without asking again', async () => {
    const client = `10.1.${randomUUID()}`;
    await redis.set(`gateway:rate:credentials:${client}:${windowAt(now)}`, 20, 'EX', 61);
    const statuses = await outcomes(Array.from({ length: 10 }, () => limiter.consume('credentials', client)));
    expect(statuses).toEqual(Array(10).fill(429));
    // Knowing nothing of the count yet, the one reservation asked for two.
    expect(repository.sizes).toEqual([2]);
    expect(await countIn('credentials', client)).toBe(22);
  });

  it('a burst larger than a lease reserves again only once the lease is spent', async () => {
    const client = `10.2.${randomUUID()}`;
    // 120 a minute: leases of 13, then smaller as the count nears the last tenth.
    const statuses = await outcomes(Array.from({ length: 130 }, () => limiter.consume('search', client)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const reserved = repository.sizes.reduce((sum, size) => sum + size, 0);
    expect(await countIn('search', client)).toBe(reserved);
    // Leases of 13, then smaller down to single counts near the limit: the one past it is the last.
    expect(reserved).toBe(121);
    expect(repository.sizes.slice(0, 3)).toEqual([13, 11, 10]);
  });
});
