// The app's server process (server-kit's serveApp). The build bundles it, with what it
// imports, into dist/main.js, the file every image and the launcher start (infra/launcher/bundle-app.mjs).
import 'reflect-metadata';
import { serveApp } from '@stillframe/server-kit';
import { loadBillingConfig } from './config/env.js';
import { createBillingService } from './bootstrap.js';

await serveApp('billing', loadBillingConfig, createBillingService, (config, logger) =>
  logger.info(
    { workers: config.WORKERS, stripe: config.STRIPE_API_URL ?? 'api.stripe.com' },
    'billing ready',
  ),
);
