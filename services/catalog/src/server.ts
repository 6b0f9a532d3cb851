// The app's process: tracing, settings, then the HTTP server. The build bundles it, with what it
// imports, into dist/main.js, the file every image and the launcher start (infra/launcher/bundle-app.mjs).
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
