import 'reflect-metadata';
import { ConfigError, createLogger, listen } from '@stillframe/server-kit';
import { loadLibraryConfig } from './config/env.js';
import { createLibraryWorker } from './bootstrap.js';

// The purge worker alone (its own Deployment); it listens on PORT only for the health probes.
try {
  const config = loadLibraryConfig();
  const logger = createLogger('library-worker', config.LOG_LEVEL);
  const app = await createLibraryWorker(config, logger);
  await listen(app, config.PORT, config.HOST, logger);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
