import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from './responses.js';

/**
 * A sandbox feature answers the requests it owns and returns false for the rest,
 * so several sandboxes can share one port when the launcher wants that.
 */
export type SandboxHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface ListenOptions {
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  /** Sets the handler once the url is known (port 0 only gets its number after listen). */
  mount(handler: SandboxHandler): void;
  close(): Promise<void>;
}

export async function listenSandbox(opts: ListenOptions): Promise<RunningServer> {
  let handler: SandboxHandler | undefined;
  const server = createServer((req, res) => {
    void dispatch(handler, req, res);
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${urlHost}:${port}`,
    mount(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive sockets from fetch would otherwise hold close() open until they time out.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

async function dispatch(
  handler: SandboxHandler | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const handled = handler ? await handler(req, res) : false;
    if (!handled && !res.headersSent) sendJson(res, 404, { error: 'not found in sandbox' });
  } catch (err) {
    if (!res.headersSent) sendJson(res, 500, { error: String(err) });
    else res.destroy();
  }
}

/** Path and query of a request, parsed against a dummy origin (only the path matters here). */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', 'http://sandbox.local');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
