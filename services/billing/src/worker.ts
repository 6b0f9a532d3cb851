import 'reflect-metadata';
import { ConfigError, createLogger } from '@stillframe/server-kit';
import { loadBillingConfig } from './config/env.js';
import { createBillingContext } from './bootstrap.js';

// The queue workers without HTTP: the same image as the API with another command, scaled on its own.
try {
  const config = loadBillingConfig({ ...process.env, WORKERS: 'on' });
  const logger = createLogger('billing-worker', config.LOG_LEVEL);
  const context = await createBillingContext(config, logger);
  context.enableShutdownHooks();
  logger.info({ concurrency: config.WEBHOOK_CONCURRENCY }, 'billing workers running');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
