import { existsSync, readdirSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { chooseFile } from './precompressed.js';

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

/** Sends `urlPath` (a file of the build) as br, gzip or as it is, by the request's Accept-Encoding. */
function sendBuiltFile(
  webDist: string,
  files: Set<string>,
  urlPath: string,
  cacheControl: string,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const chosen = chooseFile(urlPath, req.headers['accept-encoding'], (file) => files.has(file));
  if (chosen.varies) res.vary('Accept-Encoding');
  if (chosen.encoding) res.setHeader('content-encoding', chosen.encoding);
  if (chosen.contentType) res.setHeader('content-type', chosen.contentType);
  res.setHeader('cache-control', cacheControl);
  res.sendFile(join(webDist, chosen.file), { cacheControl: false, dotfiles: 'deny' }, (error) => {
    if (error) next(error);
  });
}

/** The API and the probes (`/health/live`, `/health/ready`) are never answered with the web app. */
const isServerPath = (path: string): boolean =>
  ['/api', '/health'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Serves the built web app: hashed assets cached for a year, every client route answered with
 * index.html (never cached, so a deploy is picked up at once); each file precompressed at build time
 * is sent as brotli or gzip when the browser accepts it.
 */
export function serveWebApp(app: Express, webDist: string | undefined): boolean {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return false;
  const files = listFiles(webDist);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = posix.normalize(req.path);
    if (!files.has(urlPath) || urlPath.endsWith('.br') || urlPath.endsWith('.gz')) return next();
    const cacheControl = urlPath.startsWith('/assets/')
      ? cacheRules.hashedAsset
      : urlPath === '/index.html'
        ? cacheRules.indexHtml
        : cacheRules.otherFile;
    sendBuiltFile(webDist, files, urlPath, cacheControl, req, res, next);
  });
  // Anything else under /assets is a 404, never the app's index.html.
  app.use('/assets', express.static(join(webDist, 'assets'), { index: false, fallthrough: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    sendBuiltFile(webDist, files, '/index.html', cacheRules.indexHtml, req, res, next);
  });
  return true;
}
