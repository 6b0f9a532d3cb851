import {
  DefaultPreferences,
  type SearchDefaults,
  type SearchFeature,
  type SearchQuery,
  type SearchUploadDate,
} from '@stillframe/contracts';
import { normaliseQuery, type NormalisedSearch } from '../cache/cache-keys.js';

/** How far back each upload date reaches. "today" is the last 24 hours: the caller's midnight is unknown here. */
const uploadWindowSeconds: Record<SearchUploadDate, number> = {
  hour: 60 * 60,
  today: 24 * 60 * 60,
  week: 7 * 24 * 60 * 60,
  month: 30 * 24 * 60 * 60,
  year: 365 * 24 * 60 * 60,
};

/**
 * The features YouTube's search filters by, as its parameters. 360° has none: it is kept from the page by
 * the videos call that brings durations (`keepsVideo`); 4K is refused by the contract
 * (docs/decisions/0045-search-filters.md).
 */
const featureParams: Record<Exclude<SearchFeature, '360'>, [string, string]> = {
  captions: ['videoCaption', 'closedCaption'],
  hd: ['videoDefinition', 'high'],
  '3d': ['videoDimension', '3d'],
  live: ['eventType', 'live'],
};

/**
 * A search as it is cached and sent: the query trimmed and case-folded; a missing order the caller's
 * default; a missing duration the caller's default for videos and none for channels and playlists
 * (YouTube refuses a duration with them); features sorted.
 */
export function normalisedSearch(
  query: SearchQuery,
  defaults: SearchDefaults | null | undefined,
): NormalisedSearch {
  const type = query.type ?? 'video';
  return {
    q: normaliseQuery(query.q),
    order: query.order ?? defaults?.order ?? DefaultPreferences.defaultSearchOrder,
    type,
    ...(type === 'video'
      ? {
          videoDuration:
            query.videoDuration ?? defaults?.duration ?? DefaultPreferences.defaultSearchDuration,
        }
      : {}),
    ...(query.uploadDate ? { uploadDate: query.uploadDate } : {}),
    features: [...new Set(query.features ?? [])].sort(),
    ...(query.pageToken ? { pageToken: query.pageToken } : {}),
  };
}

/** The parameters of the one search.list call; `nowMs` places the upload date's window. */
export function searchListParams(
  search: NormalisedSearch,
  nowMs: number,
  pageSize: number,
): Record<string, string> {
  const params: Record<string, string> = {
    part: 'snippet',
    type: search.type,
    q: search.q,
    order: search.order,
    maxResults: String(pageSize),
  };
  if (search.videoDuration) params['videoDuration'] = search.videoDuration;
  if (search.uploadDate) params['publishedAfter'] = windowStart(search.uploadDate, nowMs);
  for (const feature of search.features) {
    if (feature === '360') continue;
    const [name, value] = featureParams[feature];
    params[name] = value;
  }
  if (search.pageToken) params['pageToken'] = search.pageToken;
  return params;
}

/** Whether a found video keeps its place, judged on its details (`contentDetails` of videos.list). */
export function keepsVideo(
  search: NormalisedSearch,
  details: { contentDetails?: object } | null | undefined,
): boolean {
  if (!search.features.includes('360')) return true;
  return (details?.contentDetails as { projection?: unknown } | undefined)?.projection === '360';
}

/** RFC 3339, to the minute: calls within one minute ask YouTube the same thing. */
function windowStart(uploadDate: SearchUploadDate, nowMs: number): string {
  const minute = Math.floor(nowMs / 60_000) * 60_000;
  return new Date(minute - uploadWindowSeconds[uploadDate] * 1000).toISOString().replace('.000Z', 'Z');
}
