import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from '@stillframe/server-kit';
import type { LibraryConfig } from './config/env.js';
import { accountPurgeProviders, libraryInfrastructure } from './app.module.js';

/** The purge worker alone, with health probes, for a Deployment of its own (`node dist/worker.js`). */
@Module({})
export class LibraryWorkerModule {
  static forRoot(config: LibraryConfig, redis: Redis, logger: Logger): DynamicModule {
    const infrastructure = libraryInfrastructure(config, redis, logger);
    return {
      module: LibraryWorkerModule,
      global: true,
      imports: infrastructure.imports,
      providers: [...infrastructure.providers, ...accountPurgeProviders],
      exports: infrastructure.providers,
    };
  }
}
