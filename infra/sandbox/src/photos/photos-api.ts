import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { photoLibrary, type LibraryPhoto, type Orientation } from './photo-library.js';
import { photoResource, type PhotoUrlBases } from './photo-resource.js';
import type { PhotosEndpoint, PhotosSandboxState } from './photos-control.js';

export interface ApiAnswer {
  status: number;
  /** JSON body, or a string for the plain-text rate-limit answer. */
  body: unknown;
}

const NOT_FOUND: ApiAnswer = { status: 404, body: { errors: ["Couldn't find Photo"] } };
const ORIENTATIONS: Orientation[] = ['landscape', 'portrait', 'squarish'];

/** The access key from `Authorization: Client-ID …` (or Bearer), else the `client_id` query param. */
export function accessKeyOf(req: IncomingMessage, query: URLSearchParams): string | undefined {
  const header = /^(?:Client-ID|Bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const key = header?.[1] ?? query.get('client_id') ?? undefined;
  return key && !key.toLowerCase().includes('invalid') ? key : undefined;
}

export function routeOf(path: string): { endpoint: PhotosEndpoint; photoId?: string } | undefined {
  if (path === '/photos/random' || path === '/photos/random/') return { endpoint: 'random' };
  const download = /^\/photos\/([^/]+)\/download\/?$/.exec(path);
  if (download) return { endpoint: 'download', photoId: download[1] ?? '' };
  const single = /^\/photos\/([^/]+)\/?$/.exec(path);
  return single ? { endpoint: 'photo', photoId: single[1] ?? '' } : undefined;
}

export function randomPhotos(query: URLSearchParams, bases: PhotoUrlBases): ApiAnswer {
  if (query.has('query') && (query.has('collections') || query.has('topics'))) {
    return {
      status: 400,
      body: {
        errors: [
          "You can't use the collections or topics filters with the query parameter in the same request",
        ],
      },
    };
  }
  const orientation = query.get('orientation');
  if (orientation !== null && !(ORIENTATIONS as string[]).includes(orientation)) {
    return { status: 400, body: { errors: ['orientation is invalid'] } };
  }
  const countRaw = query.get('count');
  const count = countRaw === null ? undefined : Number(countRaw);
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 30)) {
    return { status: 400, body: { errors: ['count must be between 1 and 30'] } };
  }
  const terms = (query.get('query') ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  const username = query.get('username');
  // Any word is enough, as Unsplash's fuzzy search finds something for most queries.
  const pool = photoLibrary().filter(
    (p) =>
      (terms.length === 0 || terms.some((t) => p.words.has(t) || p.words.has(t.replace(/s$/, '')))) &&
      (!orientation || p.orientation === orientation) &&
      (!username || p.user.username === username),
  );
  if (pool.length === 0) return NOT_FOUND;
  const picked = sample(pool, count ?? 1).map((p) => photoResource(p, bases));
  return { status: 200, body: count === undefined ? picked[0] : picked };
}

export function singlePhoto(idOrSlug: string, bases: PhotoUrlBases): ApiAnswer {
  const photo = findPhoto(idOrSlug);
  return photo ? { status: 200, body: photoResource(photo, bases) } : NOT_FOUND;
}

/** Download tracking: records the hit and answers the direct file url, as the real endpoint does. */
export function trackDownload(
  state: PhotosSandboxState,
  photoId: string,
  accessKey: string,
  query: URLSearchParams,
  bases: PhotoUrlBases,
): ApiAnswer {
  const photo = findPhoto(photoId);
  if (!photo) return NOT_FOUND;
  const ixid = query.get('ixid');
  state.recordDownload({ photoId: photo.id, ixid, accessKey });
  return {
    status: 200,
    body: { url: `${bases.imagesUrl}/${photo.imageFile}?ixid=${ixid ?? bases.ixid}&fm=jpg` },
  };
}

function findPhoto(idOrSlug: string): LibraryPhoto | undefined {
  return photoLibrary().find((p) => p.id === idOrSlug || p.slug === idOrSlug);
}

function sample<T>(items: T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, Math.min(n, copy.length));
}
