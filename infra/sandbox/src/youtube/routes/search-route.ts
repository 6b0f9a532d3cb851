import { youtubeErrors } from '../youtube-errors.js';
import { commaList, enumParam, maxResultsOf, paginate, requireParts } from '../list-params.js';
import { parseSearchQuery } from '../search/search-query.js';
import {
  durationMatches,
  matchingCandidates,
  sortCandidates,
  type SearchCandidate,
  type SearchOrder,
  type VideoDuration,
} from '../search/search-candidates.js';
import { channelSearchResult, playlistSearchResult, videoSearchResult } from '../resources/search-result.js';
import { bestOfVideos } from '../search/channel-playlists.js';
import { dimensionOf } from '../catalogue/video-format.js';
import { etagOf } from '../wire-format.js';
import { listEnvelope, type ListBody, type RouteContext } from './route-context.js';
import type { Catalogue } from '../catalogue/catalogue-types.js';
import { generatedFor } from '../catalogue/demo-topics/generated-catalogues.js';

const ORDERS: SearchOrder[] = ['relevance', 'date', 'rating', 'title', 'viewCount', 'videoCount'];
const DURATIONS: VideoDuration[] = ['any', 'short', 'medium', 'long'];
const KINDS = ['video', 'channel', 'playlist'];
// Any of these without type=video is rejected with invalidSearchFilter.
const VIDEO_ONLY_FILTERS = [
  'eventType',
  'videoCaption',
  'videoCategoryId',
  'videoDefinition',
  'videoDimension',
  'videoDuration',
  'videoEmbeddable',
  'videoLicense',
  'videoSyndicated',
  'videoType',
  'videoPaidProductPlacement',
];

export function searchList({ catalogue, params, publicUrl }: RouteContext): ListBody {
  const parts = requireParts(params, ['snippet', 'id']);
  const kinds = commaList(params, 'type');
  for (const kind of kinds)
    if (!KINDS.includes(kind))
      throw youtubeErrors.invalidValue('type', kind, `Allowed values: [${KINDS.join(', ')}]`);
  const videoOnly = kinds.length === 1 && kinds[0] === 'video';
  if (!videoOnly && VIDEO_ONLY_FILTERS.some((f) => params.has(f))) throw youtubeErrors.invalidSearchFilter();

  const maxResults = maxResultsOf(params);
  const order = enumParam(params, 'order', ORDERS, 'relevance');
  const duration = enumParam(params, 'videoDuration', DURATIONS, 'any');
  const eventType = enumParam(params, 'eventType', ['none', 'live', 'upcoming', 'completed'], 'none');
  // Values the real API refuses with 400 invalidParameter; the filters themselves apply in videoFiltersMatch.
  enumParam(params, 'videoCaption', ['any', 'closedCaption', 'none'], 'any');
  enumParam(params, 'videoDefinition', ['any', 'high', 'standard'], 'any');
  enumParam(params, 'videoDimension', ['any', '2d', '3d'], 'any');
  const after = dateParam(params, 'publishedAfter');
  const before = dateParam(params, 'publishedBefore');
  const channelId = params.get('channelId');

  const rawQuery = params.get('q') ?? '';
  const query = parseSearchQuery(rawQuery);
  const wanted = new Set(kinds.length > 0 ? kinds : KINDS);
  const kept = (source: Catalogue) =>
    sortCandidates(
      matchingCandidates(source, query, wanted).filter((c) => {
        if (channelId && c.channel.id !== channelId) return false;
        if (after && c.publishedAt < after) return false;
        if (before && c.publishedAt >= before) return false;
        return !c.video || videoFiltersMatch(c, params, duration, eventType);
      }),
      order,
    );
  // By relevance the sample catalogue's matches come first and the query's generated catalogue follows;
  // any other order (newest first, title, views, rating) runs over both together, as one list would.
  const generated = channelId
    ? generatedFor(catalogue).ofChannel(channelId)
    : generatedFor(catalogue).forQuery(query, rawQuery);
  const both = [...kept(catalogue), ...(generated ? kept(generated) : [])];
  const candidates = order === 'relevance' ? both : sortCandidates(both, order);
  const page = paginate(candidates, params, maxResults, 'search');
  const withSnippet = parts.has('snippet');
  const items = page.items.map((c) => {
    if (c.video) return videoSearchResult(c.video, c.channel, withSnippet, publicUrl);
    if (c.kind === 'channel') return channelSearchResult(c.channel, withSnippet, publicUrl);
    const videos = bestOfVideos(
      generated?.channelsById.has(c.channel.id) ? generated : catalogue,
      c.channel.id,
    );
    return playlistSearchResult(c.channel, videos[0]!, c.publishedAt, withSnippet, publicUrl);
  });

  return listEnvelope('youtube#searchListResponse', etagOf(['search', params.toString()]), {
    ...page,
    items,
    extra: { regionCode: params.get('regionCode') ?? 'US' },
    // Like the real API, an estimate: never a count to derive pages from.
    pageInfo: { totalResults: estimateTotal(candidates.length, channelId), resultsPerPage: maxResults },
  });
}

function videoFiltersMatch(
  c: SearchCandidate,
  params: URLSearchParams,
  duration: VideoDuration,
  eventType: string,
): boolean {
  const video = c.video;
  if (!video || !durationMatches(video, duration)) return false;
  if (eventType === 'live' && video.liveBroadcastContent !== 'live') return false;
  if (eventType === 'upcoming' || eventType === 'completed') return false;
  if (params.get('videoEmbeddable') === 'true' && !video.embeddable) return false;
  const definition = params.get('videoDefinition');
  if (definition === 'high' && video.definition !== 'hd') return false;
  if (definition === 'standard' && video.definition !== 'sd') return false;
  const caption = params.get('videoCaption');
  if (caption === 'closedCaption' && !video.caption) return false;
  if (caption === 'none' && video.caption) return false;
  const dimension = params.get('videoDimension');
  if ((dimension === '2d' || dimension === '3d') && dimensionOf(video) !== dimension) return false;
  return true;
}

function dateParam(params: URLSearchParams, name: string): string | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(raw))
    throw youtubeErrors.invalidValue(name, raw, 'Expected an RFC 3339 date-time.');
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function estimateTotal(matched: number, channelId: string | null): number {
  if (matched === 0) return 0;
  return channelId ? matched : 1_000_000;
}
