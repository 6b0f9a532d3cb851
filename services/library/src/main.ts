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
