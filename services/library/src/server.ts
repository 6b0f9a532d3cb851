// The app's process: tracing, settings, then the HTTP server. The build bundles it, with what it
// imports, into dist/main.js, the file every image and the launcher start (infra/launcher/bundle-app.mjs).
import 'reflect-metadata';
import { ConfigError, createLogger, listen, startTracing } from '@stillframe/server-kit';
import { loadLibraryConfig } from './config/env.js';
import { createLibraryService } from './bootstrap.js';

try {
  await startTracing('library');
  const config = loadLibraryConfig();
  const logger = createLogger('library', config.LOG_LEVEL);
  const app = await createLibraryService(config, logger);
  await listen(app, config, logger);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
