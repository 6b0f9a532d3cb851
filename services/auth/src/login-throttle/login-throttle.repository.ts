import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AUTH_REDIS } from '../redis.tokens.js';

export const DAY_SECONDS = 24 * 60 * 60;
export const WINDOW_SECONDS = 15 * 60;

// The address goes first: it never contains `|`, so no two (address, email) pairs share a key.
const keys = {
  client: (email: string, ip: string) => `auth:login-failures:client:${ip}|${email}`,
  accountDay: (email: string) => `auth:login-failures:account-day:${email}`,
  address: (ip: string) => `auth:login-failures:address:${ip}`,
  device: (deviceId: string) => `auth:login-failures:device:${deviceId}`,
};

export interface UntrustedCounts {
  /** Failures of this account from this client, and when the last one was (epoch ms). */
  client: number;
  clientLastFailureAt: number;
  /** Untrusted failures of this account in its current day window, and seconds left in it. */
  accountDay: number;
  accountDayTtl: number;
  /** Failures from this address across accounts in its 15-minute window, and seconds left in it. */
  address: number;
  addressTtl: number;
}

type Replies = [Error | null, unknown][];
const numberAt = (replies: Replies | null, index: number) => Number(replies?.[index]?.[1] ?? 0);

/** Failed sign-in counters in Redis. */
@Injectable()
export class LoginThrottleRepository {
  constructor(@Inject(AUTH_REDIS) private readonly redis: Redis) {}

  async untrustedCounts(email: string, ip: string): Promise<UntrustedCounts> {
    const replies = await this.redis
      .multi()
      .hget(keys.client(email, ip), 'count')
      .hget(keys.client(email, ip), 'last')
      .get(keys.accountDay(email))
      .ttl(keys.accountDay(email))
      .get(keys.address(ip))
      .ttl(keys.address(ip))
      .exec();
    return {
      client: numberAt(replies, 0),
      clientLastFailureAt: numberAt(replies, 1),
      accountDay: numberAt(replies, 2),
      accountDayTtl: Math.max(numberAt(replies, 3), 0),
      address: numberAt(replies, 4),
      addressTtl: Math.max(numberAt(replies, 5), 0),
    };
  }

  async recordUntrustedFailure(email: string, ip: string, now: number): Promise<void> {
    await this.redis
      .multi()
      .hincrby(keys.client(email, ip), 'count', 1)
      .hset(keys.client(email, ip), 'last', String(now))
      .expire(keys.client(email, ip), DAY_SECONDS)
      .incr(keys.accountDay(email))
      .expire(keys.accountDay(email), DAY_SECONDS, 'NX')
      .incr(keys.address(ip))
      .expire(keys.address(ip), WINDOW_SECONDS, 'NX')
      .exec();
  }

  async clearClient(email: string, ip: string): Promise<void> {
    await this.redis.del(keys.client(email, ip));
  }

  async deviceFailures(deviceId: string): Promise<{ count: number; ttl: number }> {
    const replies = await this.redis.multi().get(keys.device(deviceId)).ttl(keys.device(deviceId)).exec();
    return { count: numberAt(replies, 0), ttl: Math.max(numberAt(replies, 1), 0) };
  }

  async recordDeviceFailure(deviceId: string): Promise<void> {
    await this.redis
      .multi()
      .incr(keys.device(deviceId))
      .expire(keys.device(deviceId), WINDOW_SECONDS, 'NX')
      .exec();
  }

  async clearDevice(deviceId: string): Promise<void> {
    await this.redis.del(keys.device(deviceId));
  }
}
