import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Health, ServiceName } from '@stillframe/contracts';
import { pingRedis, type HttpReply } from '@stillframe/server-kit';
import { ServiceClient } from '../service-client/service-client.js';
import { GATEWAY_REDIS } from '../redis.tokens.js';

const SERVICES: ServiceName[] = ['auth', 'catalog', 'library', 'billing'];
/** Services whose readiness includes their Postgres database. */
const POSTGRES_SERVICES: ServiceName[] = ['auth', 'library', 'billing'];

@Controller()
export class HealthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
  ) {}

  @Get('/api/health')
  async health(@Res({ passthrough: true }) res: HttpReply): Promise<Health> {
    const [redisUp, ...readiness] = await Promise.all([
      pingRedis(this.redis),
      ...SERVICES.map((name) => this.services.readiness(name)),
    ]);
    const state = (up: boolean): 'up' | 'down' => (up ? 'up' : 'down');
    const byService = Object.fromEntries(
      SERVICES.map((name, index) => [name, readiness[index]?.ready ?? false]),
    ) as Record<ServiceName, boolean>;
    // Only a service that answered can tell about its database: one that is itself down says nothing.
    const postgresReports = POSTGRES_SERVICES.map(
      (name) => readiness[SERVICES.indexOf(name)]?.checks.postgres,
    ).filter((report) => report !== undefined);
    const postgres: Health['checks']['postgres'] =
      postgresReports.length === 0
        ? 'unknown'
        : postgresReports.every((report) => report === 'up')
          ? 'up'
          : 'down';
    const checks = {
      gateway: 'up' as const,
      auth: state(byService.auth),
      catalog: state(byService.catalog),
      library: state(byService.library),
      billing: state(byService.billing),
      postgres,
      redis: state(redisUp),
    };
    const ok = Object.values(checks).every((value) => value === 'up');
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', checks };
  }
}
