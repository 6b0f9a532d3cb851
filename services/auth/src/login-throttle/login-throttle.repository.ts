import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AUTH_REDIS } from '../redis.tokens.js';

const WINDOW_SECONDS = 15 * 60;
const keys = {
  account: (email: string) => `auth:login-failures:account:${email}`,
  address: (ip: string) => `auth:login-failures:address:${ip}`,
};

/** Counts failed logins per account and per client address over a 15-minute window. */
@Injectable()
export class LoginThrottleRepository {
  constructor(@Inject(AUTH_REDIS) private readonly redis: Redis) {}

  async counts(
    email: string,
    ip: string,
  ): Promise<{ account: number; accountAgeSeconds: number; address: number; addressTtl: number }> {
    const [[, account], [, accountTtl], [, address], [, addressTtl]] = (await this.redis
      .multi()
      .get(keys.account(email))
      .ttl(keys.account(email))
      .get(keys.address(ip))
      .ttl(keys.address(ip))
      .exec()) as [[null, string | null], [null, number], [null, string | null], [null, number]];
    return {
      account: Number(account ?? 0),
      accountAgeSeconds: accountTtl > 0 ? WINDOW_SECONDS - accountTtl : 0,
      address: Number(address ?? 0),
      addressTtl: Math.max(addressTtl, 0),
    };
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.redis
      .multi()
      .incr(keys.account(email))
      .expire(keys.account(email), WINDOW_SECONDS)
      .incr(keys.address(ip))
      .expire(keys.address(ip), WINDOW_SECONDS, 'NX')
      .exec();
  }

  async clearAccount(email: string): Promise<void> {
    await this.redis.del(keys.account(email));
  }
}
