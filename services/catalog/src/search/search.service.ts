import { Inject, Injectable } from '@nestjs/common';
import {
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
import { cacheKeys, type NormalisedSearch } from '../cache/cache-keys.js';
import { Clock } from '../clock/clock.js';
import { VideosService } from '../videos/videos.service.js';
import { SearchListShape, type SearchList, type VideoItem } from '../youtube/youtube-shapes.js';
import { YouTubeUpstream } from '../youtube/youtube-upstream.service.js';
import { keepsVideo, normalisedSearch, searchListParams } from './search-filters.js';

/**
 * Search for videos, channels or playlists: one search call per distinct normalised request every
 * 5 minutes, plus, for videos, one batched videos call for the durations of the ids not already cached.
 * Every filter travels in that one search call (docs/decisions/0045-search-filters.md).
 */
@Injectable()
export class SearchService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly resolver: CachedResolver,
    private readonly answers: AnswerCache,
    private readonly youtube: YouTubeUpstream,
    private readonly videos: VideosService,
    private readonly clock: Clock,
  ) {}

  /** The answer's JSON: a repeated search is sent as the bytes first built for it. */
  search(query: SearchQuery, caller: Caller): Promise<JsonAnswer> {
    return this.answers.serve(this.answerRequest(query, caller));
  }

  private answerRequest(query: SearchQuery, caller: Caller): AnswerRequest<SearchResponse> {
    const search = normalisedSearch(query, caller.prf);
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
      fetch: () =>
        this.youtube.list(
          'search',
          searchListParams(search, this.clock.now(), this.config.YOUTUBE_PAGE_SIZE),
          SearchListShape,
        ),
    });
    const ids = page.value.items.flatMap((item) => (item.type === 'video' ? [item.id.videoId] : []));
    const details =
      ids.length > 0 ? await this.videos.forEnrichment(ids) : new Map<string, VideoItem | null>();
    const items = page.value.items.flatMap((item): SearchItem[] => {
      if (item.type !== 'video') return [item];
      const video = details.get(item.id.videoId);
      return keepsVideo(search, video) ? [withDuration(item, video)] : [];
    });
    // Kept only when whole: a stale page or missing durations are served once, then built again.
    const whole = !page.stale && ids.every((id) => details.has(id));
    return { value: { ...page.value, items }, storedAt: whole ? page.storedAt : null };
  }
}

/** Where a search's answer is stored: what the answer lane reads, without building anything. */
export function searchAnswerLookup(query: SearchQuery, caller: Caller): StoredAnswerLookup {
  return {
    kind: 'search',
    key: cacheKeys.search(normalisedSearch(query, caller.prf)),
    freshSeconds: Freshness.searchSeconds,
  };
}

function withDuration(item: SearchItem & { type: 'video' }, video: VideoItem | null | undefined): SearchItem {
  const duration = video?.contentDetails?.duration;
  return duration ? { ...item, contentDetails: { ...item.contentDetails, duration } } : item;
}
