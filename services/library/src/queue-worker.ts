// The queue worker's process. The build bundles it into dist/worker.js (infra/launcher/bundle-app.mjs).
import 'reflect-metadata';
import { createLogger, serveMetrics, runAppProcess } from '@stillframe/server-kit';
import { loadLibraryConfig } from './config/env.js';
import { createLibraryContext } from './bootstrap.js';

// The queue worker without HTTP: the same image as the API with another command (the API then runs
// with WORKERS=off), scaled on its own.
await runAppProcess('library-worker', async () => {
  const config = loadLibraryConfig({ ...process.env, WORKERS: 'on' });
  const logger = createLogger('library-worker', config.LOG_LEVEL);
  const context = await createLibraryContext(config, logger);
  context.enableShutdownHooks();
  const metrics = await serveMetrics(
    context,
    config.METRICS_PORT,
    config.METRICS_HOST ?? config.HOST,
    logger,
  );
  process.once('SIGTERM', () => void metrics.close());
  logger.info({ concurrency: config.PURGE_CONCURRENCY }, 'library workers running');
});
