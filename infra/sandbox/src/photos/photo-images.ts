import type { ServerResponse } from 'node:http';
import { sendSvg, sendText } from '../http/responses.js';
import { photoLibrary } from './photo-library.js';
import { landscapeSvg, sizeFromQuery } from './landscape-svg.js';

export const IMAGES_PREFIX = '/images/unsplash/';

/**
 * Stand-in for images.unsplash.com: `photo-…` files (also under `small/`) honour w/h/fit
 * loosely, `profile-…` files are initials avatars. fm/q/crop are accepted and ignored.
 */
export function servePhotoImage(path: string, query: URLSearchParams, res: ServerResponse): void {
  const file = path.slice(IMAGES_PREFIX.length).replace(/^small\//, '');
  const library = photoLibrary();
  const photo = library.find((p) => p.imageFile === file);
  if (photo) {
    const size =
      path.includes('/small/') && !query.has('w')
        ? sizeFromQuery(photo, new URLSearchParams('w=400'))
        : sizeFromQuery(photo, query);
    sendSvg(res, landscapeSvg(photo, size));
    return;
  }
  const owner = library.find((p) => p.user.profileFile === file)?.user;
  if (!owner) {
    sendText(res, 404, 'Not Found');
    return;
  }
  const px = Number(query.get('w') ?? 64) || 64;
  const initials = owner.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);
  sendSvg(
    res,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 100 100"><rect width="100" height="100" fill="#6b7b8c"/><text x="50" y="62" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="#fff">${initials}</text></svg>`,
  );
}
