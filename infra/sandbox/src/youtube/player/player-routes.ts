import type { ServerResponse } from 'node:http';
import type { Catalogue, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { PLAYER_SCRIPT } from './player-script.js';
import { embedPage } from './embed-page.js';
import { findVideo } from '../catalogue/demo-topics/generated-catalogues.js';

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
    const videos = Object.fromEntries(catalogue.videos.map((v) => [v.id, playerInfo(v)]));
    const script = PLAYER_SCRIPT.replace('__ORIGIN__', JSON.stringify(publicUrl)).replace(
      '__VIDEOS__',
      JSON.stringify(videos),
    );
    send(res, 'text/javascript; charset=utf-8', script);
    return true;
  }
  const info = /^\/player-info\/([A-Za-z0-9_-]{11})$/.exec(path);
  if (info) {
    const video = findVideo(catalogue, info[1] ?? '');
    if (!video) return sendNotFound(res);
    send(res, 'application/json', JSON.stringify(playerInfo(video)));
    return true;
  }
  const embed = /^\/embed\/([^/]*)$/.exec(path);
  if (!embed) return false;
  send(
    res,
    'text/html; charset=utf-8',
    embedPage(findVideo(catalogue, decodeURIComponent(embed[1] ?? '')), publicUrl),
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

/** What the stand-in player needs of a video: its length and whether it may be embedded. */
const playerInfo = (video: CatalogueVideo): [number, number] => [
  video.durationSeconds ?? 0,
  video.embeddable ? 1 : 0,
];

function sendNotFound(res: ServerResponse): true {
  res.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
  res.end('Not Found');
  return true;
}
