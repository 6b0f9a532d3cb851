import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppMetrics } from '../metrics/app-metrics.js';
import { READINESS_CHECKS, runReadinessChecks, type ReadinessChecks } from './health.controller.js';

/**
 * `stillframe_dependency_up`: the readiness checks (Postgres, Redis, …) as a gauge, run at each scrape,
 * so that an alert sees a store down from every app that needs it.
 */
@Injectable()
export class DependencyMetrics {
  constructor(@Inject(READINESS_CHECKS) checks: ReadinessChecks, @Optional() metrics?: AppMetrics) {
    metrics?.gauge(
      'stillframe_dependency_up',
      '1 while the dependency answers its readiness check (postgres, redis, …), 0 while it does not.',
      ['dependency'],
      async (gauge) => {
        const readiness = await runReadinessChecks(checks);
        gauge.reset();
        for (const [dependency, state] of Object.entries(readiness.checks))
          gauge.set({ dependency }, state === 'up' ? 1 : 0);
      },
    );
  }
}
