import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { ErrorCode, internalPaths } from '@stillframe/contracts';
import { READINESS_CHECKS, runReadinessChecks, type ReadinessChecks } from './health.controller.js';

/**
 * The probes of a process without an HTTP API (a queue worker): the same /health/live and
 * /health/ready as the servers, over the readiness checks its module registered, and nothing else.
 */
export async function serveWorkerHealth(
  context: INestApplicationContext,
  port: number,
  host: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const checks = context.get<ReadinessChecks>(READINESS_CHECKS, { strict: false });
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = req.method === 'GET' ? req.url : undefined;
    if (path === internalPaths.live) return answer(200, { status: 'ok' });
    if (path !== internalPaths.ready)
      return answer(404, {
        statusCode: 404,
        code: ErrorCode.notFound,
        message: 'Only GET /health/live and /health/ready are served here',
      });
    void runReadinessChecks(checks).then((readiness) =>
      answer(readiness.status === 'ok' ? 200 : 503, readiness),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
