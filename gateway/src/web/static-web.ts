import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, posix, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import send from 'send';
import { toErrorBody } from '@stillframe/server-kit';
import { chooseFile } from './precompressed.js';

export type FastifyServer = FastifyInstance;

const cacheRules = {
  hashedAsset: 'public, max-age=31536000, immutable',
  indexHtml: 'no-cache',
  otherFile: 'public, max-age=3600',
} as const;

/** Every file of the build, by its URL path ('/assets/index-abc.js'); read once, a deploy restarts the gateway. */
function listFiles(webDist: string): Set<string> {
  const entries = readdirSync(webDist, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `/${join(entry.parentPath, entry.name)
            .slice(webDist.length + 1)
            .split(sep)
            .join('/')}`,
      ),
  );
}

const pathOf = (request: FastifyRequest): string => (request.raw.url ?? '/').split('?', 1)[0]!;

/** A refused or missing file answers the API's error body (403 for a path that leaves the folder, 404). */
function answerError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) return void res.destroy();
  const { body } = toErrorBody(error);
  for (const name of res.getHeaderNames())
    if (name.startsWith('content-') || name === 'cache-control' || name === 'vary') res.removeHeader(name);
  res.statusCode = body.statusCode;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * Sends a file with conditional requests, ranges and HEAD handled by `send`; the reply leaves
 * Fastify's hands, so every header goes to the Node response.
 */
function sendFile(
  reply: FastifyReply,
  req: IncomingMessage,
  path: string,
  options: send.SendOptions,
  headers: Record<string, string> = {},
): void {
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  send(req, path, options)
    .on('error', (error: unknown) => answerError(res, error))
    .pipe(res);
}

/** Sends `urlPath` (a file of the build) as br, gzip or as it is, by the request's Accept-Encoding. */
function sendBuiltFile(
  webDist: string,
  files: Set<string>,
  urlPath: string,
  cacheControl: string,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const chosen = chooseFile(urlPath, request.headers['accept-encoding'], (file) => files.has(file));
  const headers: Record<string, string> = { 'cache-control': cacheControl };
  if (chosen.varies) headers.vary = 'Accept-Encoding';
  if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
  if (chosen.contentType) headers['content-type'] = chosen.contentType;
  sendFile(
    reply,
    request.raw,
    join(webDist, chosen.file),
    { cacheControl: false, dotfiles: 'deny' },
    headers,
  );
}

/** The API and the probes (`/health/live`, `/health/ready`) are never answered with the web app. */
const isServerPath = (path: string): boolean =>
  ['/api', '/health'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Files of `folder` under the URL `prefix`, cached for `maxAge`; anything else there is a 404. */
export function serveStaticFolder(server: FastifyServer, prefix: string, folder: string, maxAge: string) {
  server.get(`${prefix}/*`, (request, reply) => {
    sendFile(reply, request.raw, pathOf(request).slice(prefix.length), {
      root: folder,
      index: false,
      maxAge,
    });
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, every client route answered with
 * index.html (never cached, so a deploy is picked up at once); each file precompressed at build time
 * is sent as brotli or gzip when the browser accepts it. The API's and the probes' own routes are
 * more specific, so they are matched first.
 */
export function serveWebApp(server: FastifyServer, webDist: string | undefined): boolean {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return false;
  const files = listFiles(webDist);
  server.get('/*', (request, reply) => {
    const path = pathOf(request);
    const urlPath = posix.normalize(path);
    if (files.has(urlPath) && !urlPath.endsWith('.br') && !urlPath.endsWith('.gz')) {
      const cacheControl = urlPath.startsWith('/assets/')
        ? cacheRules.hashedAsset
        : urlPath === '/index.html'
          ? cacheRules.indexHtml
          : cacheRules.otherFile;
      return sendBuiltFile(webDist, files, urlPath, cacheControl, request, reply);
    }
    // Anything else under /assets is a 404 (or 403 leaving the folder), never the app's index.html.
    if (path.startsWith('/assets/'))
      return sendFile(reply, request.raw, path.slice('/assets'.length), {
        root: join(webDist, 'assets'),
        index: false,
      });
    if (isServerPath(path)) return reply.callNotFound();
    sendBuiltFile(webDist, files, '/index.html', cacheRules.indexHtml, request, reply);
  });
  return true;
}
