import { Controller, Get, Inject } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { internalPaths, type Readiness } from '@stillframe/contracts';
import { redisAnswers } from '../cache/redis-guard.js';
import { CATALOG_REDIS } from '../redis.tokens.js';

/**
 * The catalog's own probes instead of server-kit's HealthModule, which answers 503 when any check is down:
 * without Redis the catalog still answers (uncached), so it stays ready (200) and says `redis: down`, rather
 * than being taken out of service when it could serve.
 */
@Controller()
export class HealthController {
  constructor(@Inject(CATALOG_REDIS) private readonly redis: Redis) {}

  @Get(internalPaths.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(internalPaths.ready)
  async ready(): Promise<Readiness> {
    return { status: 'ok', checks: { redis: (await redisAnswers(this.redis)) ? 'up' : 'down' } };
  }
}
