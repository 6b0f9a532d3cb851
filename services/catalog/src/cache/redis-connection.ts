import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CATALOG_REDIS } from '../redis.tokens.js';

/**
 * Closes the Redis connection with the app. A lifecycle hook, because Nest's application object is a proxy
 * that silently ignores an overridden `close`.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  constructor(@Inject(CATALOG_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
