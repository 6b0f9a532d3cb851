import { Module, type DynamicModule } from '@nestjs/common';
import { HealthController, READINESS_CHECKS, type ReadinessChecks } from './health.controller.js';
import { DependencyMetrics } from './dependency-metrics.js';

@Module({})
export class HealthModule {
  /** Liveness and readiness endpoints; `inject` lists the providers the checks factory needs. */
  static forRoot(options: {
    inject: unknown[];
    useFactory: (...deps: never[]) => ReadinessChecks;
    imports?: DynamicModule['imports'];
  }): DynamicModule {
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      controllers: [HealthController],
      providers: [
        { provide: READINESS_CHECKS, inject: options.inject as never[], useFactory: options.useFactory },
        DependencyMetrics,
      ],
    };
  }
}
