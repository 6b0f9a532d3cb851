import type { Logger } from '../logging/logger.js';
import { createLogger } from '../logging/logger.js';
import { ConfigError } from '../config/load-config.js';
import { startTracing } from '../tracing/tracing.js';
import { listen, type App, type ListenConfig } from './create-app.js';

/**
 * A process of an app (its server, a queue worker): tracing first, so that its hooks are in place
 * before the app's modules run, then `start`. A settings error prints its message alone (it names the
 * setting) and ends the process with 1; any other error prints in full.
 */
export async function runAppProcess(service: string, start: () => Promise<void>): Promise<void> {
  try {
    await startTracing(service);
    await start();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

/** An app's server process: its settings, its logger, the app, then its ports (listen). */
export function serveApp<Config extends ListenConfig & { LOG_LEVEL: string }>(
  service: string,
  loadConfig: () => Config,
  create: (config: Config, logger: Logger) => Promise<App>,
  /** After the app listens: what its start-up logs beyond the addresses. */
  whenListening?: (config: Config, logger: Logger) => void,
): Promise<void> {
  return runAppProcess(service, async () => {
    const config = loadConfig();
    const logger = createLogger(service, config.LOG_LEVEL);
    await listen(await create(config, logger), config, logger);
    whenListening?.(config, logger);
  });
}
