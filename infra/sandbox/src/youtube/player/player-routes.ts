import type { ServerResponse } from 'node:http';
import type { Catalogue } from '../catalogue/catalogue-types.js';
import { PLAYER_SCRIPT } from './player-script.js';
import { embedPage } from './embed-page.js';

/**
 * Offline stand-ins for `https://www.youtube.com/iframe_api` and `/embed/{id}`, since
 * the real script cannot load without internet. Durations and embeddability come from
 * the catalogue so getDuration() and onError (2, 100, 150) behave per video.
 */
export function servePlayer(
  catalogue: Catalogue,
  publicUrl: string,
  path: string,
  res: ServerResponse,
): boolean {
  if (path === '/iframe_api' || path === '/player_api') {
    const videos = Object.fromEntries(
      catalogue.videos.map((v) => [v.id, [v.durationSeconds ?? 0, v.embeddable ? 1 : 0]]),
    );
    const script = PLAYER_SCRIPT.replace('__ORIGIN__', JSON.stringify(publicUrl)).replace(
      '__VIDEOS__',
      JSON.stringify(videos),
    );
    send(res, 'text/javascript; charset=utf-8', script);
    return true;
  }
  const embed = /^\/embed\/([^/]*)$/.exec(path);
  if (!embed) return false;
  send(
    res,
    'text/html; charset=utf-8',
    embedPage(catalogue.videosById.get(decodeURIComponent(embed[1] ?? '')), publicUrl),
  );
  return true;
}

function send(res: ServerResponse, type: string, text: string): void {
  res.writeHead(200, {
    'content-type': type,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-cache',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
  });
  res.end(text);
}
