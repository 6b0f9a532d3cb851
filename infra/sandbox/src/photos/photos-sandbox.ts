import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { booleanField, handleControlRequest, numberField } from '../http/control-routes.js';
import { sendJson, sendText, type HeaderBag } from '../http/responses.js';
import { listenSandbox, requestUrl, sleep, type SandboxHandler } from '../http/sandbox-server.js';
import { WindowLimiter } from '../http/window-limiter.js';
import {
  accessKeyOf,
  randomPhotos,
  routeOf,
  singlePhoto,
  trackDownload,
  type ApiAnswer,
} from './photos-api.js';
import { PhotosSandboxState, type PhotosEndpoint, type PhotosSandboxControl } from './photos-control.js';
import { IMAGES_PREFIX, servePhotoImage } from './photo-images.js';
import { photoLibrary } from './photo-library.js';
import type { PhotoUrlBases } from './photo-resource.js';

export interface PhotosSandboxOptions {
  port?: number;
  host?: string;
  /** Base the browser uses to reach this server (images, download_location); defaults to its own url. */
  publicUrl?: string;
  /** Requests per access key per hour: 50 like a new ("demo") app by default; production apps get 5000. */
  rateLimitPerHour?: number;
  /** Status of the plain-text "Rate Limit Exceeded" answer: 403 as observed (default) or 429. */
  rateLimitStatus?: 403 | 429;
}

export interface PhotosSandbox {
  url: string;
  close(): Promise<void>;
  control: PhotosSandboxControl;
}

export const PHOTOS_CONTROL_PREFIX = '/__control/photos';

/**
 * Unsplash: `GET /photos/random`, `GET /photos/:id`, `GET /photos/:id/download`, and the
 * image stand-in under /images/unsplash/. Control (POST JSON): /__control/photos/reset,
 * /rate-limit {"on"}, /fail-next {"count","status"}, /delay {"ms"}; GET /__control/photos/stats.
 */
export function createPhotosSandbox(
  options: { publicUrl: string } & Omit<PhotosSandboxOptions, 'port' | 'host' | 'publicUrl'>,
): {
  handle: SandboxHandler;
  control: PhotosSandboxControl;
} {
  const limit = options.rateLimitPerHour ?? 50;
  const state = new PhotosSandboxState(new WindowLimiter(limit, 3_600_000));
  const apiUrl = options.publicUrl.replace(/\/$/, '');
  const limitStatus = options.rateLimitStatus ?? 403;

  const handle: SandboxHandler = async (req, res) => {
    const url = requestUrl(req);
    if (url.pathname.startsWith(IMAGES_PREFIX)) {
      servePhotoImage(url.pathname, url.searchParams, res);
      return true;
    }
    const route = routeOf(url.pathname);
    if (!route) {
      return handleControlRequest(req, res, url.pathname, PHOTOS_CONTROL_PREFIX, () => stats(state), {
        reset: () => state.reset(),
        'rate-limit': (body) => state.exceedRateLimit(booleanField(body, 'on', true)),
        'fail-next': (body) =>
          state.failNext(numberField(body, 'count', 1), numberField(body, 'status', 500)),
        delay: (body) => state.delayMs(numberField(body, 'ms', 0)),
        stats: () => undefined,
      });
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-headers': 'Authorization, Accept-Version, Content-Type',
      });
      res.end();
      return true;
    }
    state.record(route.endpoint);
    if (state.delay > 0) await sleep(state.delay);
    const failure = state.takeFailure();
    if (failure !== undefined)
      return send(res, { status: failure, body: { errors: ['Something went wrong on our end.'] } }, {});
    const key = accessKeyOf(req, url.searchParams);
    if (!key)
      return send(res, { status: 401, body: { errors: ['OAuth error: The access token is invalid'] } }, {});

    const window = state.limiter.take(key);
    const limitHeaders = {
      'x-ratelimit-limit': limit,
      'x-ratelimit-remaining': state.rateLimited ? 0 : window.remaining,
    };
    if (state.rateLimited || !window.allowed)
      return send(res, { status: limitStatus, body: 'Rate Limit Exceeded' }, limitHeaders);

    const bases: PhotoUrlBases = {
      apiUrl,
      imagesUrl: `${apiUrl}${IMAGES_PREFIX.slice(0, -1)}`,
      ixid: ixidFor(key),
    };
    const photoId = route.photoId ?? '';
    const answer =
      route.endpoint === 'random'
        ? randomPhotos(url.searchParams, bases)
        : route.endpoint === 'download'
          ? trackDownload(state, photoId, key, url.searchParams, bases)
          : singlePhoto(photoId, bases);
    return send(res, answer, limitHeaders);
  };
  return { handle, control: state };
}

export async function startPhotosSandbox(opts: PhotosSandboxOptions = {}): Promise<PhotosSandbox> {
  // Derived once here (blur hashes take a while), so that no first request runs into a client's deadline.
  photoLibrary();
  const server = await listenSandbox(opts);
  const { handle, control } = createPhotosSandbox({ ...opts, publicUrl: opts.publicUrl ?? server.url });
  server.mount(handle);
  return { url: server.url, close: () => server.close(), control };
}

const CORS = { 'access-control-allow-origin': '*' };

function send(res: ServerResponse, answer: ApiAnswer, headers: HeaderBag): true {
  const all = { ...CORS, ...headers };
  // The rate-limit answer is plain text, not JSON: clients calling res.json() on it crash.
  if (typeof answer.body === 'string') sendText(res, answer.status, answer.body, all);
  else sendJson(res, answer.status, answer.body, all);
  return true;
}

/** ixid like Unsplash's: base64 of `3|<app id>|0|1|random||||||||<unix seconds>|`. */
function ixidFor(accessKey: string): string {
  const appId =
    (Number.parseInt(createHash('sha256').update(accessKey).digest('hex').slice(0, 5), 16) % 900_000) +
    100_000;
  const raw = `3|${appId}|0|1|random||||||||${Math.floor(Date.now() / 1000)}|`;
  return Buffer.from(raw).toString('base64').replace(/=+$/, '');
}

function stats(control: PhotosSandboxControl) {
  const endpoints: PhotosEndpoint[] = ['random', 'photo', 'download'];
  return {
    calls: {
      ...Object.fromEntries(endpoints.map((e) => [e, control.callCount(e)])),
      total: control.callCount(),
    },
    downloads: control.downloads(),
  };
}
