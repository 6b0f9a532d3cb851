import type { ServerResponse } from 'node:http';
import type { Catalogue, CatalogueVideo } from '../catalogue/catalogue-types.js';
import { PLAYER_SCRIPT } from './player-script.js';
import { embedPage } from './embed-page.js';
import { findVideo } from '../catalogue/demo-topics/generated-catalogues.js';

/**
 * Offline stand-ins for `https://www.youtube.com/iframe_api` and `/embed/{id}`, since
 * the real script cannot load without internet. Durations and embeddability come from
 * the catalogue so getDuration() and onError (2, 100, 150) behave per video: the script
 * carries the sample videos', and the embed page posts its own video's to the player
 * (videos generated for a search exist only once searched).
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
  const embed = /^\/embed\/([^/]*)$/.exec(path);
  if (!embed) return false;
  const id = decodeURIComponent(embed[1] ?? '');
  send(res, 'text/html; charset=utf-8', embedPage(id, findVideo(catalogue, id), publicUrl));
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
