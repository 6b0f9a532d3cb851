import 'reflect-metadata';
import { ConfigError, createLogger, listen, startTracing } from '@stillframe/server-kit';
import { loadBillingConfig } from './config/env.js';
import { createBillingService } from './bootstrap.js';

try {
  await startTracing('billing');
  const config = loadBillingConfig();
  const logger = createLogger('billing', config.LOG_LEVEL);
  const app = await createBillingService(config, logger);
  await listen(app, config, logger);
  logger.info(
    { workers: config.WORKERS, stripe: config.STRIPE_API_URL ?? 'api.stripe.com' },
    'billing ready',
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
