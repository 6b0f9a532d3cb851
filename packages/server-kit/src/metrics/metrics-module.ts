import { Module, type DynamicModule } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';

@Module({})
class StillframeApp {}

/**
 * The app's module with its metrics beside it, global: any provider may inject `AppMetrics` without
 * importing anything, and each app (or test app) has a registry of its own.
 */
export function withMetrics(module: unknown, metrics: AppMetrics): DynamicModule {
  return {
    module: StillframeApp,
    imports: [
      module as DynamicModule,
      {
        module: MetricsModule,
        global: true,
        providers: [{ provide: AppMetrics, useValue: metrics }],
        exports: [AppMetrics],
      },
    ],
  };
}

@Module({})
class MetricsModule {}
