import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { HealthModule, pingRedis, redisShutdown } from '@stillframe/server-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/env.js';
import { GATEWAY_REDIS } from './redis.tokens.js';
import { HealthController } from './health/health.controller.js';
import { DocsController } from './docs/docs.controller.js';
import { ProxyController } from './proxy/proxy.controller.js';
import { CacheMetrics } from './metrics/cache-metrics.js';
import { ProxyService } from './proxy/proxy.service.js';
import { ServiceClient } from './service-client/service-client.js';
import { SessionRepository } from './session/session.repository.js';
import { SessionService } from './session/session.service.js';
import { SessionListener } from './session/session.listener.js';
import { AccessService } from './access/access.service.js';
import { EntitlementRepository } from './entitlement/entitlement.repository.js';
import { EntitlementService } from './entitlement/entitlement.service.js';
import { EntitlementListener } from './entitlement/entitlement.listener.js';
import { RateLimitRepository } from './rate-limit/rate-limit.repository.js';
import { RateLimitService } from './rate-limit/rate-limit.service.js';
import { AnswerCopies } from './answer-copies/answer-copies.js';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, redis: Redis): DynamicModule {
    return {
      module: GatewayModule,
      // /health/live and /health/ready for Kubernetes: only the gateway's own dependency, so that a
      // service outage never takes every gateway replica out of rotation (/api/health reports those).
      imports: [HealthModule.forRoot({ inject: [], useFactory: () => ({ redis: () => pingRedis(redis) }) })],
      // Order matters: the specific /api routes come before the proxy's catch-all.
      controllers: [HealthController, DocsController, EntitlementListener, SessionListener, ProxyController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_REDIS, useValue: redis },
        redisShutdown(GATEWAY_REDIS),
        ServiceClient,
        SessionRepository,
        SessionService,
        AccessService,
        EntitlementRepository,
        EntitlementService,
        RateLimitRepository,
        RateLimitService,
        {
          provide: AnswerCopies,
          useValue: new AnswerCopies(config.ANSWER_COPY_SECONDS, config.ANSWER_COPY_MB * 1024 * 1024),
        },
        ProxyService,
        CacheMetrics,
      ],
    };
  }
}
