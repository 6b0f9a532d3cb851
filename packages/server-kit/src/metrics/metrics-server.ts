import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from '../logging/logger.js';
import { AppMetrics } from './app-metrics.js';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics of the app's registry on a port of its own: the API's port never serves it, so the
 * public gateway cannot either, and a NetworkPolicy can open it to Prometheus alone.
 */
export async function serveMetrics(
  app: INestApplicationContext,
  port: number,
  host: string,
  logger?: Logger,
): Promise<MetricsServer> {
  const metrics = app.get(AppMetrics, { strict: false });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Only GET /metrics is served here\n');
      return;
    }
    metrics.text().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        logger?.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'metrics not collected',
        );
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Metrics could not be collected\n');
      },
    );
  });
  // A scraper that never reads must not keep sockets forever.
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`;
  logger?.info({ metrics: url }, 'metrics listening');
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
