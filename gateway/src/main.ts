import 'reflect-metadata';
import { ConfigError, createLogger, listen, startTracing } from '@stillframe/server-kit';
import { loadGatewayConfig } from './config/env.js';
import { createGateway } from './bootstrap.js';

try {
  await startTracing('gateway');
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await createGateway(config, logger);
  await listen(app, config, logger);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
