import 'reflect-metadata';
import { ConfigError, createLogger, listen, startTracing } from '@stillframe/server-kit';
import { loadAuthConfig } from './config/env.js';
import { createAuthService } from './bootstrap.js';

try {
  await startTracing('auth');
  const config = loadAuthConfig();
  const logger = createLogger('auth', config.LOG_LEVEL);
  const app = await createAuthService(config, logger);
  await listen(app, config, logger);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
