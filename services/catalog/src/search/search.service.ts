import { Inject, Injectable } from '@nestjs/common';
import {
  DefaultPreferences,
  Freshness,
  SearchResponseSchema,
  type SearchItem,
  type SearchQuery,
  type SearchResponse,
} from '@stillframe/contracts';
import type { Caller, JsonAnswer, StoredAnswerLookup } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { AnswerCache, type AnswerRequest, type BuiltAnswer } from '../cache/answer-cache.service.js';
import { CachedResolver } from '../cache/cached-resolver.service.js';
import { cacheKeys, normaliseQuery, type NormalisedSearch } from '../cache/cache-keys.js';
import { VideosService } from '../videos/videos.service.js';
import { SearchListShape, type SearchList, type VideoItem } from '../youtube/youtube-shapes.js';
import { YouTubeUpstream } from '../youtube/youtube-upstream.service.js';

/**
 * Video search: one search call per distinct normalised request every 5 minutes, plus one batched videos call
 * for the durations of the ids not already cached.
 */
@Injectable()
export class SearchService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly resolver: CachedResolver,
    private readonly answers: AnswerCache,
    private readonly youtube: YouTubeUpstream,
    private readonly videos: VideosService,
  ) {}

  /** The answer's JSON: a repeated search is sent as the bytes first built for it. */
  search(query: SearchQuery, caller: Caller): Promise<JsonAnswer> {
    return this.answers.serve(this.answerRequest(query, caller));
  }

  private answerRequest(query: SearchQuery, caller: Caller): AnswerRequest<SearchResponse> {
    const search = normalisedSearch(query, caller);
    const lookup = searchAnswerLookup(query, caller);
    return {
      ...lookup,
      schema: SearchResponseSchema,
      build: () => this.build(search, lookup.key),
    };
  }

  private async build(search: NormalisedSearch, key: string): Promise<BuiltAnswer<SearchResponse>> {
    const page = await this.resolver.resolveEntry<SearchList>({
      kind: 'search',
      key,
      freshSeconds: Freshness.searchSeconds,
      fetch: () => this.youtube.list('search', this.upstreamParams(search), SearchListShape),
    });
    const ids = page.value.items.map((item) => item.id.videoId);
    const details = await this.videos.forEnrichment(ids);
    const items = page.value.items.map((item) => withDuration(item, details.get(item.id.videoId)));
    // Kept only when whole: a stale page or missing durations are served once, then built again.
    const whole = !page.stale && ids.every((id) => details.has(id));
    return { value: { ...page.value, items }, storedAt: whole ? page.storedAt : null };
  }

  private upstreamParams(search: NormalisedSearch): Record<string, string> {
    return {
      part: 'snippet',
      type: 'video',
      q: search.q,
      order: search.order,
      videoDuration: search.videoDuration,
      maxResults: String(this.config.YOUTUBE_PAGE_SIZE),
      ...(search.pageToken ? { pageToken: search.pageToken } : {}),
    };
  }
}

/** A search as it is cached: the query trimmed and case-folded, a missing order or duration the caller's default. */
function normalisedSearch(query: SearchQuery, caller: Caller): NormalisedSearch {
  return {
    q: normaliseQuery(query.q),
    order: query.order ?? caller.prf?.order ?? DefaultPreferences.defaultSearchOrder,
    videoDuration: query.videoDuration ?? caller.prf?.duration ?? DefaultPreferences.defaultSearchDuration,
    pageToken: query.pageToken,
  };
}

/** Where a search's answer is stored: what the answer lane reads, without building anything. */
export function searchAnswerLookup(query: SearchQuery, caller: Caller): StoredAnswerLookup {
  return {
    kind: 'search',
    key: cacheKeys.search(normalisedSearch(query, caller)),
    freshSeconds: Freshness.searchSeconds,
  };
}

function withDuration(item: SearchItem, video: VideoItem | null | undefined): SearchItem {
  const duration = video?.contentDetails?.duration;
  return duration ? { ...item, contentDetails: { ...item.contentDetails, duration } } : item;
}
