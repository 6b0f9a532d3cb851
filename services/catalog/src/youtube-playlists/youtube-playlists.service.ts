import { Inject, Injectable } from '@nestjs/common';
import type { YouTubePlaylistResponse } from '@stillframe/contracts';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CachedResolver } from '../cache/cached-resolver.service.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { isPublishedUpload } from '../channels/uploads-arrangement.js';
import { VideosService } from '../videos/videos.service.js';
import { PlaylistItemListShape, type PlaylistItemList } from '../youtube/youtube-shapes.js';
import { YouTubeUpstream } from '../youtube/youtube-upstream.service.js';

/** A playlist changes when its owner edits it, rarely within the hour; one page is shared by everyone. */
const PLAYLIST_PAGE_SECONDS = 60 * 60;

/**
 * A YouTube playlist found by search, read page by page through playlistItems (1 unit per page) with one
 * batched videos call for durations (1 unit per 50 ids not already cached).
 */
@Injectable()
export class YouTubePlaylistsService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly resolver: CachedResolver,
    private readonly youtube: YouTubeUpstream,
    private readonly videos: VideosService,
  ) {}

  async page(playlistId: string, pageToken: string | undefined): Promise<YouTubePlaylistResponse> {
    const page = await this.resolver.resolve<PlaylistItemList>({
      kind: 'playlist',
      key: cacheKeys.playlistPage(playlistId, pageToken),
      freshSeconds: PLAYLIST_PAGE_SECONDS,
      fetch: () =>
        this.youtube.list(
          'playlistItems',
          {
            part: 'snippet,contentDetails',
            playlistId,
            maxResults: String(this.config.YOUTUBE_PAGE_SIZE),
            ...(pageToken ? { pageToken } : {}),
          },
          PlaylistItemListShape,
        ),
    });
    // Deleted and private entries keep their place in a playlist with a placeholder title: left out.
    const published = page.items.filter(isPublishedUpload);
    const details = await this.videos.forEnrichment(published.map((item) => item.contentDetails.videoId));
    const items = published.map((item) => {
      const duration = details.get(item.contentDetails.videoId)?.contentDetails?.duration;
      return duration ? { ...item, duration } : item;
    });
    return { ...page, items };
  }
}
