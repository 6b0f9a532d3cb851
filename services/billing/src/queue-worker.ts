// The queue worker's process. The build bundles it into dist/worker.js (infra/launcher/bundle-app.mjs).
import 'reflect-metadata';
import { createLogger, serveMetrics, serveWorkerHealth, runAppProcess } from '@stillframe/server-kit';
import { loadBillingConfig } from './config/env.js';
import { createBillingContext } from './bootstrap.js';

// The queue workers without HTTP: the same image as the API with another command, scaled on its own.
await runAppProcess('billing-worker', async () => {
  const config = loadBillingConfig({ ...process.env, WORKERS: 'on' });
  const logger = createLogger('billing-worker', config.LOG_LEVEL);
  const context = await createBillingContext(config, logger);
  context.enableShutdownHooks();
  // Probes only (Kubernetes, compose healthchecks) on PORT: no API route is served by a worker. Without
  // PORT, any free port: a worker beside the API on one host must not take the API's port.
  const health = await serveWorkerHealth(context, process.env.PORT ? config.PORT : 0, config.HOST);
  const metrics = await serveMetrics(
    context,
    config.METRICS_PORT,
    config.METRICS_HOST ?? config.HOST,
    logger,
  );
  process.once('SIGTERM', () => void Promise.all([health.close(), metrics.close()]));
  logger.info({ concurrency: config.WEBHOOK_CONCURRENCY, health: health.url }, 'billing workers running');
});
