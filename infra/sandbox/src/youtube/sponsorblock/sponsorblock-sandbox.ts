import type { ServerResponse } from 'node:http';
import { handleControlRequest, numberField } from '../../http/control-routes.js';
import { sendJson, sendText } from '../../http/responses.js';
import { listenSandbox, requestUrl, type SandboxHandler } from '../../http/sandbox-server.js';
import { sampleCatalogue } from '../catalogue/build-catalogue.js';
import type { Catalogue } from '../catalogue/catalogue-types.js';
import { findVideo } from '../catalogue/demo-topics/generated-catalogues.js';
import { communityBranding } from './community-branding.js';
import { SponsorBlockSandboxState, type SponsorBlockSandboxControl } from './community-control.js';
import { videosUnderPrefix } from './community-index.js';
import { communitySegments, type WireSegment } from './community-segments.js';
import { frameSvg } from './thumbnail-frame.js';

/** Where the stand-ins answer when they share a port with another sandbox. */
export const SPONSORBLOCK_PREFIX = '/sponsorblock';
export const DEARROW_THUMBNAIL_PREFIX = '/dearrow-thumb';
export const SPONSORBLOCK_CONTROL_PREFIX = '/__control/sponsorblock';

const SKIP_SEGMENTS = /^\/api\/skipSegments\/([^/]*)$/;
const BRANDING = /^\/api\/branding\/([^/]*)$/;
const THUMBNAIL = '/api/v1/getThumbnail';
const DEFAULT_CATEGORIES = ['sponsor'];
const DEFAULT_ACTION_TYPES = ['skip'];

export interface SponsorBlockSandbox {
  url: string;
  control: SponsorBlockSandboxControl;
  close(): Promise<void>;
}

/**
 * SponsorBlock's server (skip segments and DeArrow's branding, by hash prefix) and DeArrow's thumbnail
 * service, for the sample catalogue and the generated one, mounted under path prefixes so they can share
 * the YouTube sandbox's port:
 *   GET {prefix}/sponsorblock/api/skipSegments/:hashPrefix?categories=[…]&actionTypes=[…]
 *   GET {prefix}/sponsorblock/api/branding/:hashPrefix
 *   GET {prefix}/dearrow-thumb/api/v1/getThumbnail?videoID=…&time=…
 *   POST /__control/sponsorblock/{reset, fail-next {"count","status"}}, GET /__control/sponsorblock/stats
 */
export function createSponsorBlockSandbox(options: { catalogue: Catalogue }): {
  handle: SandboxHandler;
  control: SponsorBlockSandboxControl;
} {
  const { catalogue } = options;
  const state = new SponsorBlockSandboxState();
  const handle: SandboxHandler = async (req, res) => {
    const url = requestUrl(req);
    const path = url.pathname;
    if (path.startsWith(`${SPONSORBLOCK_PREFIX}/`)) {
      const inner = path.slice(SPONSORBLOCK_PREFIX.length);
      const segments = SKIP_SEGMENTS.exec(inner);
      const branding = BRANDING.exec(inner);
      if (!segments && !branding) return false;
      state.record(segments ? 'skipSegments' : 'branding', `${path}${url.search}`);
      const failure = state.takeFailure();
      if (failure !== undefined) {
        sendText(res, failure, failure === 429 ? 'Rate Limit' : 'Internal Server Error');
        return true;
      }
      if (segments) answerSkipSegments(catalogue, segments[1] ?? '', url.searchParams, res);
      else answerBranding(catalogue, branding?.[1] ?? '', res);
      return true;
    }
    if (path === `${DEARROW_THUMBNAIL_PREFIX}${THUMBNAIL}`) {
      state.record('thumbnail', `${path}${url.search}`);
      answerThumbnail(catalogue, url.searchParams, res);
      return true;
    }
    return handleControlRequest(req, res, path, SPONSORBLOCK_CONTROL_PREFIX, () => stats(state), {
      reset: () => state.reset(),
      'fail-next': (body) => state.failNext(numberField(body, 'count', 1), numberField(body, 'status', 500)),
      stats: () => undefined,
    });
  };
  return { handle, control: state };
}

/** The stand-ins alone on a port of their own (tests), over the sample catalogue. */
export async function startSponsorBlockSandbox(
  opts: { port?: number; host?: string; catalogue?: Catalogue } = {},
): Promise<SponsorBlockSandbox> {
  const server = await listenSandbox(opts);
  const { handle, control } = createSponsorBlockSandbox({ catalogue: opts.catalogue ?? sampleCatalogue() });
  server.mount(handle);
  return { url: server.url, control, close: () => server.close() };
}

/** SponsorBlock's hash endpoint: 3-32 hex characters; 404 `[]` when no video under it has segments. */
function answerSkipSegments(
  catalogue: Catalogue,
  prefix: string,
  params: URLSearchParams,
  res: ServerResponse,
): void {
  if (!/^[0-9a-f]{3,32}$/i.test(prefix)) {
    sendText(res, 400, 'Hash prefix does not match format requirements.');
    return;
  }
  let categories: string[];
  let actionTypes: string[];
  try {
    categories = listParam(params, 'categories', 'category', DEFAULT_CATEGORIES).filter((name) =>
      /^[a-z_\-|]+$/.test(name),
    );
    actionTypes = listParam(params, 'actionTypes', 'actionType', DEFAULT_ACTION_TYPES);
  } catch {
    sendJson(res, 400, ['Categories parameter does not match format requirements.']);
    return;
  }
  if (categories.length === 0) {
    sendText(res, 400, 'No valid categories provided.');
    return;
  }
  const wanted = (segment: WireSegment) =>
    categories.includes(segment.category) && actionTypes.includes(segment.actionType);
  const videos = videosUnderPrefix(catalogue, prefix.toLowerCase()).flatMap((video) => {
    const segments = communitySegments(video).filter(wanted);
    return segments.length > 0 ? [{ videoID: video.id, segments }] : [];
  });
  sendJson(res, videos.length > 0 ? 200 : 404, videos);
}

/** DeArrow's hash endpoint: exactly 4 hex characters; an object keyed by video id, 404 `{}` when empty. */
function answerBranding(catalogue: Catalogue, prefix: string, res: ServerResponse): void {
  if (!/^[0-9a-f]{4}$/i.test(prefix)) {
    sendText(res, 400, 'Hash prefix does not match format requirements.');
    return;
  }
  const videos = Object.fromEntries(
    videosUnderPrefix(catalogue, prefix.toLowerCase()).flatMap((video) => {
      const branding = communityBranding(video);
      return branding ? [[video.id, branding]] : [];
    }),
  );
  sendJson(res, Object.keys(videos).length > 0 ? 200 : 404, videos);
}

/** The thumbnail service: a frame, 204 with a reason when it has none, 400/422 for a bad or missing id. */
function answerThumbnail(catalogue: Catalogue, params: URLSearchParams, res: ServerResponse): void {
  const videoId = params.get('videoID');
  if (videoId === null) {
    sendJson(res, 422, { detail: [{ loc: ['query', 'videoID'], msg: 'field required' }] });
    return;
  }
  const time = Number(params.get('time') ?? '0');
  if (!/^[A-Za-z0-9_-]{11}$/.test(videoId) || !Number.isFinite(time) || time < 0) {
    sendJson(res, 400, { detail: 'Invalid parameters' });
    return;
  }
  const video = findVideo(catalogue, videoId);
  if (!video) {
    res.writeHead(204, { 'x-failure-reason': 'Thumbnail not generated yet' });
    res.end();
    return;
  }
  const svg = frameSvg(video, time);
  res.writeHead(200, {
    // The real service sends WebP; the sandbox draws SVG, as it does for every image.
    'content-type': 'image/svg+xml',
    'content-length': Buffer.byteLength(svg),
    'cache-control': 'public, max-age=3600',
    'x-timestamp': String(time),
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
  });
  res.end(svg);
}

/** A list parameter: the plural as a JSON array wins; else the singular, which may repeat; else the default. */
function listParam(params: URLSearchParams, plural: string, singular: string, fallback: string[]): string[] {
  const json = params.get(plural);
  if (json !== null) {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) throw new Error(`${plural} is not an array`);
    return parsed.filter((item): item is string => typeof item === 'string');
  }
  const repeated = params.getAll(singular);
  return repeated.length > 0 ? repeated : fallback;
}

function stats(control: SponsorBlockSandboxControl) {
  return {
    calls: {
      skipSegments: control.callCount('skipSegments'),
      branding: control.callCount('branding'),
      thumbnail: control.callCount('thumbnail'),
      total: control.callCount(),
    },
  };
}
