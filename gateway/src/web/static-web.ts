import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built web app: hashed assets cached for a year, every client route answered with
 * index.html (never cached, so a deploy is picked up at once).
 */
export function serveWebApp(app: Express, webDist: string | undefined): boolean {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return false;
  app.use(
    '/assets',
    express.static(join(webDist, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path.startsWith('/api/') ||
      req.path === '/api'
    )
      return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(join(webDist, 'index.html'));
  });
  return true;
}
