import type { ServerResponse } from 'node:http';
import type { Catalogue } from './catalogue/catalogue-types.js';
import type { YouTubeMethod } from './quota-ledger.js';
import type { YouTubeSandboxState } from './youtube-control.js';
import { YouTubeApiError, youtubeErrors } from './youtube-errors.js';
import type { ListBody, RouteContext } from './routes/route-context.js';
import { searchList } from './routes/search-route.js';
import { videosList } from './routes/videos-route.js';
import { channelsList } from './routes/channels-route.js';
import { playlistItemsList } from './routes/playlist-items-route.js';
import { sendJson } from '../http/responses.js';
import { sleep } from '../http/sandbox-server.js';

export const API_PREFIX = '/youtube/v3/';

const routes: Record<YouTubeMethod, (ctx: RouteContext) => ListBody> = {
  search: searchList,
  videos: videosList,
  channels: channelsList,
  playlistItems: playlistItemsList,
};

export interface YouTubeApiDeps {
  catalogue: Catalogue;
  state: YouTubeSandboxState;
  publicUrl: string;
  badKeyStyle: 'current' | 'legacy';
}

/**
 * One API call, checked in the real order: forced failure, key, quota (charged even
 * when the request then fails validation, as real invalid calls cost units), method.
 */
export async function answerApiCall(
  deps: YouTubeApiDeps,
  path: string,
  params: URLSearchParams,
  res: ServerResponse,
): Promise<void> {
  const name = path.slice(API_PREFIX.length).replace(/\/$/, '');
  const method = name in routes ? (name as YouTubeMethod) : undefined;
  if (method) deps.state.record(method, params);
  const outcome = method
    ? answer(deps, method, params)
    : { status: 404, body: youtubeErrors.methodNotFound().toEnvelope() };
  if (deps.state.delay > 0) await sleep(deps.state.delay);
  sendJson(res, outcome.status, outcome.body, {
    vary: 'Origin, X-Origin, Referer',
    'cache-control': 'private',
  });
}

function answer(
  deps: YouTubeApiDeps,
  method: YouTubeMethod,
  params: URLSearchParams,
): { status: number; body: unknown } {
  try {
    const failure = deps.state.takeFailure();
    if (failure !== undefined) throw youtubeErrors.backendError(failure);
    const key = params.get('key');
    if (!key) throw youtubeErrors.missingKey();
    if (key.toLowerCase().includes('invalid')) throw youtubeErrors.badKey(deps.badKeyStyle);
    if (!deps.state.quota.tryCharge(method)) throw youtubeErrors.quotaExceeded();
    const body = routes[method]({ catalogue: deps.catalogue, params, publicUrl: deps.publicUrl });
    return { status: 200, body };
  } catch (err) {
    if (err instanceof YouTubeApiError) return { status: err.code, body: err.toEnvelope() };
    throw err;
  }
}
