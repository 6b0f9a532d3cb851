import { loggablePath } from '../logging/request-logger.js';

/**
 * A URL as a span may carry it: no query (the catalog's calls carry the YouTube key in it) and no
 * secret path segment (a share token), as the request logs write them (decision 0032).
 */
export function urlAttributes(request: { origin: string; path: string }): Record<string, string | undefined> {
  const url = new URL(request.path, request.origin);
  const path = loggablePath(url.pathname);
  return { 'url.full': `${url.origin}${path}`, 'url.path': path, 'url.query': undefined };
}
