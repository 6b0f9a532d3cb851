import 'reflect-metadata';
import { ConfigError, createLogger, listen, startTracing } from '@stillframe/server-kit';
import { loadCatalogConfig } from './config/env.js';
import { createCatalogService } from './bootstrap.js';

try {
  await startTracing('catalog');
  const config = loadCatalogConfig();
  const logger = createLogger('catalog', config.LOG_LEVEL);
  const app = await createCatalogService(config, logger);
  await listen(app, config, logger);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
