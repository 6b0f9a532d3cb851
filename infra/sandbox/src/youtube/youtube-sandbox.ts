import { handleControlRequest, numberField, booleanField } from '../http/control-routes.js';
import { listenSandbox, requestUrl, type SandboxHandler } from '../http/sandbox-server.js';
import { sampleCatalogue } from './catalogue/build-catalogue.js';
import type { Catalogue } from './catalogue/catalogue-types.js';
import type { QuotaOptions, YouTubeMethod } from './quota-ledger.js';
import { YouTubeSandboxState, type YouTubeSandboxControl } from './youtube-control.js';
import { API_PREFIX, answerApiCall } from './youtube-api.js';
import { serveYouTubeImage } from './images/image-routes.js';
import { servePlayer } from './player/player-routes.js';
import { createSponsorBlockSandbox } from './sponsorblock/sponsorblock-sandbox.js';
import type { SponsorBlockSandboxControl } from './sponsorblock/community-control.js';

export interface YouTubeSandboxOptions {
  port?: number;
  host?: string;
  /** Base the browser uses to reach this server's images; defaults to the server's own url. */
  publicUrl?: string;
  quota?: QuotaOptions;
  /** Shape of the bad-key error: the current badRequest/API_KEY_INVALID one or the legacy keyInvalid. */
  badKeyStyle?: 'current' | 'legacy';
}

export interface YouTubeSandbox {
  url: string;
  close(): Promise<void>;
  control: YouTubeSandboxControl;
  /** The SponsorBlock and DeArrow stand-ins served on this port (`/sponsorblock`, `/dearrow-thumb`). */
  sponsorBlock: SponsorBlockSandboxControl;
}

export const YOUTUBE_CONTROL_PREFIX = '/__control/youtube';

/**
 * Builds the request handler without a server, so a launcher can mount several sandboxes
 * on one port. Routes: `GET /youtube/v3/{search,videos,channels,playlistItems}`,
 * `GET /images/vi/…`, `GET /images/yt3/…`, the offline player (`GET /iframe_api`,
 * `GET /embed/{id}`), and the control actions:
 *   POST /__control/youtube/reset
 *   POST /__control/youtube/exhaust-quota  {"on": true}
 *   POST /__control/youtube/fail-next      {"count": 2, "status": 503}
 *   POST /__control/youtube/delay          {"ms": 1500}
 *   GET  /__control/youtube/stats          -> {calls: {search, videos, channels, playlistItems, total}, unitsSpent}
 */
export function createYouTubeSandbox(
  options: { publicUrl: string } & Omit<YouTubeSandboxOptions, 'port' | 'host' | 'publicUrl'>,
): {
  handle: SandboxHandler;
  control: YouTubeSandboxControl;
  catalogue: Catalogue;
  sponsorBlock: SponsorBlockSandboxControl;
} {
  const state = new YouTubeSandboxState(options.quota);
  const catalogue = sampleCatalogue();
  const deps = {
    catalogue,
    state,
    publicUrl: options.publicUrl.replace(/\/$/, ''),
    badKeyStyle: options.badKeyStyle ?? 'current',
  };
  // SponsorBlock and DeArrow describe these same videos, so they share the catalogue (and this port).
  const community = createSponsorBlockSandbox({ catalogue });
  const handle: SandboxHandler = async (req, res) => {
    const url = requestUrl(req);
    if (await community.handle(req, res)) return true;
    if (url.pathname.startsWith(API_PREFIX)) {
      await answerApiCall(deps, url.pathname, url.searchParams, res);
      return true;
    }
    if (url.pathname.startsWith('/images/')) return serveYouTubeImage(catalogue, url.pathname, res);
    if (servePlayer(catalogue, deps.publicUrl, url.pathname, res)) return true;
    // Every action answers with the stats after it ran.
    return handleControlRequest(req, res, url.pathname, YOUTUBE_CONTROL_PREFIX, () => stats(state), {
      reset: () => state.reset(),
      'exhaust-quota': (body) => state.exhaustQuota(booleanField(body, 'on', true)),
      'fail-next': (body) => state.failNext(numberField(body, 'count', 1), numberField(body, 'status', 500)),
      delay: (body) => state.delayMs(numberField(body, 'ms', 0)),
      stats: () => undefined,
    });
  };
  return { handle, control: state, catalogue, sponsorBlock: community.control };
}

export async function startYouTubeSandbox(opts: YouTubeSandboxOptions = {}): Promise<YouTubeSandbox> {
  const server = await listenSandbox(opts);
  const { handle, control, sponsorBlock } = createYouTubeSandbox({
    ...opts,
    publicUrl: opts.publicUrl ?? server.url,
  });
  server.mount(handle);
  return { url: server.url, close: () => server.close(), control, sponsorBlock };
}

function stats(control: YouTubeSandboxControl) {
  const methods: YouTubeMethod[] = ['search', 'videos', 'channels', 'playlistItems'];
  return {
    calls: {
      ...Object.fromEntries(methods.map((m) => [m, control.callCount(m)])),
      total: control.callCount(),
    },
    unitsSpent: control.unitsSpent(),
  };
}
