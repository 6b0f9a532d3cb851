// The app's process: tracing, settings, then the HTTP server. The build bundles it, with what it
// imports, into dist/main.js, the file every image and the launcher start (infra/launcher/bundle-app.mjs).
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
