import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DeviceCookieTtlSeconds } from '@stillframe/contracts';
import { AUTH_REDIS } from '../redis.tokens.js';

/** A browser the account's owner signed in from; `id` is a hash, so Redis never holds the token itself. */
export interface TrustedDevice {
  id: string;
  userId: string;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const idOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const key = (id: string) => `auth:trusted-device:${id}`;

/** Device tokens: 32 random bytes, bound to one account in Redis. */
@Injectable()
export class TrustedDeviceRepository {
  constructor(@Inject(AUTH_REDIS) private readonly redis: Redis) {}

  async find(token: string | undefined): Promise<TrustedDevice | null> {
    if (!token || !TOKEN.test(token)) return null;
    const id = idOf(token);
    const userId = await this.redis.get(key(id));
    return userId ? { id, userId } : null;
  }

  async issue(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.set(key(idOf(token)), userId, 'EX', DeviceCookieTtlSeconds);
    return token;
  }

  async revoke(device: TrustedDevice): Promise<void> {
    await this.redis.del(key(device.id));
  }
}
