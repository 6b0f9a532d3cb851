// One node:http server for everything: the /v1 API, the hosted pages and the
// /__control hooks, as Stripe's host override sends every call to one place.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApiHandler } from './api-handler.js';
import type { StripeSandboxControl } from './control.js';
import { handleControl } from './control-routes.js';
import type { SandboxCore } from './core.js';
import { handlePage } from './page-routes.js';

const MAX_BODY = 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  send(res, status, { 'Content-Type': 'application/json' }, JSON.stringify(payload, null, 2));
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  core: SandboxCore,
  api: ApiHandler,
  control: StripeSandboxControl,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const method = (req.method ?? 'GET').toUpperCase();
  const body = await readBody(req);
  if (url.pathname === '/health' || url.pathname === '/') {
    sendJson(res, 200, { status: 'ok', service: 'stripe-sandbox' });
    return;
  }
  const controlResult = await handleControl(control, method, url.pathname, body);
  if (controlResult) {
    sendJson(res, controlResult.status, controlResult.body);
    return;
  }
  const pageResult = handlePage(core, method, url.pathname, url.searchParams, body);
  if (pageResult) {
    send(res, pageResult.status, pageResult.headers, pageResult.body);
    return;
  }
  const apiResult = api.handle({
    method,
    pathname: url.pathname.replace(/\/+$/, '') || '/',
    query: url.search.slice(1),
    headers: req.headers,
    body,
  });
  send(res, apiResult.status, apiResult.headers, apiResult.body);
}

export function createSandboxServer(
  core: SandboxCore,
  api: ApiHandler,
  control: StripeSandboxControl,
): Server {
  return createServer((req, res) => {
    route(req, res, core, api, control).catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err);
      if (!res.headersSent)
        sendJson(res, 500, { error: { type: 'api_error', message: `Stripe sandbox error: ${message}` } });
      else res.destroy();
    });
  });
}
