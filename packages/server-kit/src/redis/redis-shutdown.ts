import { Inject, Injectable, type OnApplicationShutdown, type Type } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * A provider that closes the app's Redis connection when the app closes. A lifecycle hook, because
 * Nest's application object is a proxy that silently ignores an overridden `close`.
 */
export function redisShutdown(token: symbol): Type<OnApplicationShutdown> {
  @Injectable()
  class RedisShutdown implements OnApplicationShutdown {
    constructor(@Inject(token) private readonly redis: Redis) {}

    onApplicationShutdown(): void {
      this.redis.disconnect();
    }
  }
  return RedisShutdown;
}
