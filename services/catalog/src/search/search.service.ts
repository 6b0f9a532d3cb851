import { Inject, Injectable } from '@nestjs/common';
import {
  DefaultPreferences,
  Freshness,
  type SearchItem,
  type SearchQuery,
  type SearchResponse,
} from '@stillframe/contracts';
import type { Caller } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
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
    private readonly youtube: YouTubeUpstream,
    private readonly videos: VideosService,
  ) {}

  async search(query: SearchQuery, caller: Caller): Promise<SearchResponse> {
    const search: NormalisedSearch = {
      q: normaliseQuery(query.q),
      order: query.order ?? caller.prf?.order ?? DefaultPreferences.defaultSearchOrder,
      videoDuration: query.videoDuration ?? caller.prf?.duration ?? DefaultPreferences.defaultSearchDuration,
      pageToken: query.pageToken,
    };
    const page = await this.resolver.resolve<SearchList>({
      kind: 'search',
      key: cacheKeys.search(search),
      freshSeconds: Freshness.searchSeconds,
      fetch: () => this.youtube.list('search', this.upstreamParams(search), SearchListShape),
    });
    const details = await this.videos.forEnrichment(page.items.map((item) => item.id.videoId));
    return { ...page, items: page.items.map((item) => withDuration(item, details.get(item.id.videoId))) };
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

function withDuration(item: SearchItem, video: VideoItem | null | undefined): SearchItem {
  const duration = video?.contentDetails?.duration;
  return duration ? { ...item, contentDetails: { ...item.contentDetails, duration } } : item;
}
