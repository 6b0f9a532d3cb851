import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CachedResolver } from '../cache/cached-resolver.service.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { VideosService } from '../videos/videos.service.js';
import { PlaylistItemListShape } from '../youtube/youtube-shapes.js';
import { YouTubeUpstream } from '../youtube/youtube-upstream.service.js';
import { isPublishedUpload, type UploadItem } from './uploads-arrangement.js';

/** A channel's uploads, newest first, as far as the bound let them be read. */
export interface WholeUploads {
  items: UploadItem[];
  /** False when the bound stopped the reading before the oldest upload. */
  complete: boolean;
}

/**
 * Kept an hour (longer than one uploads page): reading the whole list costs up to one unit per 50 uploads,
 * and a channel's old uploads do not change; a new upload shows on the newest-first pages at once.
 */
const WHOLE_UPLOADS_SECONDS = 60 * 60;

/**
 * The whole uploads playlist, read page after page with 1-unit calls and shared between users; never
 * search.list (100 units). Durations come with it, so hiding Shorts costs nothing more on later reads.
 */
@Injectable()
export class WholeUploadsService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly resolver: CachedResolver,
    private readonly youtube: YouTubeUpstream,
    private readonly videos: VideosService,
  ) {}

  read(playlistId: string): Promise<WholeUploads> {
    return this.resolver.resolve<WholeUploads>({
      kind: 'uploads-all',
      key: cacheKeys.uploadsAll(playlistId),
      freshSeconds: WHOLE_UPLOADS_SECONDS,
      fetch: () => this.fetch(playlistId),
    });
  }

  private async fetch(playlistId: string): Promise<WholeUploads> {
    const items: UploadItem[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await this.youtube.list(
        'playlistItems',
        {
          part: 'snippet,contentDetails',
          playlistId,
          maxResults: String(this.config.CHANNEL_UPLOADS_PAGE_SIZE),
          ...(pageToken ? { pageToken } : {}),
        },
        PlaylistItemListShape,
      );
      items.push(...page.items.filter(isPublishedUpload));
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken && pages < this.config.CHANNEL_UPLOADS_MAX_PAGES);
    const details = await this.videos.forEnrichment(items.map((item) => item.contentDetails.videoId));
    return {
      items: items.map((item) => {
        const duration = details.get(item.contentDetails.videoId)?.contentDetails?.duration;
        return duration ? { ...item, duration } : item;
      }),
      complete: pageToken === undefined,
    };
  }
}
