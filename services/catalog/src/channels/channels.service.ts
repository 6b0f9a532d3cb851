import { Inject, Injectable } from '@nestjs/common';
import {
  Freshness,
  Limits,
  type ChannelLookup,
  type ChannelOrder,
  type SearchDuration,
} from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';
import { CacheRepository } from '../cache/cache.repository.js';
import { CachedResolver } from '../cache/cached-resolver.service.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { VideosService } from '../videos/videos.service.js';
import {
  ChannelListShape,
  PlaylistItemListShape,
  type ChannelList,
  type PlaylistItemList,
} from '../youtube/youtube-shapes.js';
import { YouTubeUpstream } from '../youtube/youtube-upstream.service.js';
import { chunks } from '../youtube/id-batches.js';
import { arrangeUploads, isPublishedUpload } from './uploads-arrangement.js';
import { matchesWords, offsetOf, pageTokenAt, withoutShorts } from './upload-filters.js';
import { WholeUploadsService } from './whole-uploads.service.js';

/** A channel's uploads playlist never changes: its id is kept a day, and served at any age. */
const UPLOADS_PLAYLIST_SECONDS = 24 * 60 * 60;

export interface UploadsQuery {
  pageToken?: string;
  order?: ChannelOrder;
  videoDuration?: SearchDuration;
  q?: string;
  shorts?: 'show' | 'hide';
}

/** Channel details, and a channel's uploads paged through its uploads playlist (never through search). */
@Injectable()
export class ChannelsService {
  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly cache: CacheRepository,
    private readonly resolver: CachedResolver,
    private readonly youtube: YouTubeUpstream,
    private readonly videos: VideosService,
    private readonly wholeUploads: WholeUploadsService,
  ) {}

  /**
   * By channel id, by handle when it starts with `@`, or by legacy username (`/user/` links); an unknown
   * channel answers empty items.
   */
  details(channelRef: string, lookup?: ChannelLookup): Promise<ChannelList> {
    const byUsername = lookup === 'username';
    return this.resolver.resolve<ChannelList>({
      kind: 'channel',
      key: byUsername ? cacheKeys.channelByUsername(channelRef) : cacheKeys.channel(channelRef),
      freshSeconds: Freshness.channelSeconds,
      fetch: async () => {
        const filter: Record<string, string> = byUsername
          ? { forUsername: channelRef }
          : channelRef.startsWith('@')
            ? { forHandle: channelRef }
            : { id: channelRef };
        const list = await this.youtube.list(
          'channels',
          { part: 'snippet,statistics,contentDetails', ...filter },
          ChannelListShape,
        );
        // A username is no name the uploads are asked for by: only the channel id is remembered for it.
        await this.rememberUploadsPlaylist(byUsername ? null : channelRef, list);
        return list;
      },
    });
  }

  /**
   * Many channels by id, each cached under the same key as its details, so that a channel screen and an
   * import share them; the missing ids go upstream 50 to a call (1 unit each). Unknown ids are left out.
   */
  async byIds(ids: string[]): Promise<ChannelList> {
    const unique = [...new Set(ids)];
    const entries = await this.cache.getMany<ChannelList>(unique.map((id) => cacheKeys.channel(id)));
    const found = new Map<string, ChannelList>();
    const missing: string[] = [];
    unique.forEach((id, index) => {
      const entry = entries[index];
      if (entry && this.cache.isFresh(entry, Freshness.channelSeconds)) found.set(id, entry.value);
      else missing.push(id);
    });
    for (const batch of chunks(missing, Limits.maxChannelIdsPerCall)) {
      const list = await this.youtube.list(
        'channels',
        { part: 'snippet,statistics,contentDetails', id: batch.join(','), maxResults: '50' },
        ChannelListShape,
      );
      const lists = batch.map((id): [string, ChannelList] => [
        id,
        { ...list, items: list.items.filter((channel) => channel.id === id) },
      ]);
      await this.cache.setMany(
        lists.map(([id, value]) => ({ key: cacheKeys.channel(id), value })),
        Freshness.channelSeconds,
      );
      for (const [id, value] of lists) {
        found.set(id, value);
        await this.rememberUploadsPlaylist(id, value);
      }
    }
    const items = unique.flatMap((id) => found.get(id)?.items ?? []);
    return { kind: 'youtube#channelListResponse', items };
  }

  async uploads(channelRef: string, query: UploadsQuery) {
    return this.uploadsPage(await this.uploadsPlaylistId(channelRef), query, Freshness.channelSeconds);
  }

  /**
   * The newest page of a channel's uploads, the same cached page as the channel screen's first one. The
   * uploads playlist id is the channel id with UC swapped for UU, so no channels call is needed.
   */
  latestUploads(channelId: string, freshSeconds: number) {
    return this.uploadsPage(`UU${channelId.slice(2)}`, {}, freshSeconds);
  }

  private async uploadsPage(playlistId: string, query: UploadsQuery, freshSeconds: number) {
    if (query.q || query.order === 'oldest') return this.fromWholeUploads(playlistId, query);
    const page = await this.resolver.resolve<PlaylistItemList>({
      kind: 'uploads',
      key: cacheKeys.uploadsPage(playlistId, query.pageToken),
      freshSeconds,
      fetch: () =>
        this.youtube.list(
          'playlistItems',
          {
            part: 'snippet,contentDetails',
            playlistId,
            maxResults: String(this.config.YOUTUBE_PAGE_SIZE),
            ...(query.pageToken ? { pageToken: query.pageToken } : {}),
          },
          PlaylistItemListShape,
        ),
    });
    const published = page.items.filter(isPublishedUpload);
    const details = await this.videos.forEnrichment(published.map((item) => item.contentDetails.videoId));
    const arranged = arrangeUploads(published, details, query.order ?? 'date', query.videoDuration ?? 'any');
    return { ...page, items: query.shorts === 'hide' ? withoutShorts(arranged) : arranged };
  }

  /** A search within the channel or oldest first: filtered and ordered over the whole (bounded) list. */
  private async fromWholeUploads(playlistId: string, query: UploadsQuery) {
    const offset = offsetOf(query.pageToken);
    if (offset === null) throw AppException.validation('query.pageToken', 'Invalid page token');
    const whole = await this.wholeUploads.read(playlistId);
    const matching = whole.items.filter((item) => matchesWords(item, query.q ?? ''));
    const order = query.order ?? 'date';
    const needsStatistics = order === 'viewCount' || order === 'rating';
    const details = needsStatistics
      ? await this.videos.forEnrichment(matching.map((item) => item.contentDetails.videoId))
      : new Map();
    const arranged = arrangeUploads(matching, details, order, query.videoDuration ?? 'any');
    const kept = query.shorts === 'hide' ? withoutShorts(arranged) : arranged;
    const size = this.config.YOUTUBE_PAGE_SIZE;
    const next = offset + size;
    return {
      kind: 'youtube#playlistItemListResponse',
      items: kept.slice(offset, next),
      ...(next < kept.length ? { nextPageToken: pageTokenAt(next) } : {}),
      pageInfo: { totalResults: kept.length, resultsPerPage: size },
      uploadsRead: { count: whole.items.length, complete: whole.complete },
    };
  }

  private async uploadsPlaylistId(channelRef: string): Promise<string> {
    const cached = await this.cache.get<string>(cacheKeys.uploadsPlaylist(channelRef));
    if (cached) return cached.value;
    const channel = await this.details(channelRef);
    const uploads = channel.items[0]?.contentDetails?.relatedPlaylists.uploads;
    if (!uploads) throw AppException.notFound('Channel');
    return uploads;
  }

  /** Under the name asked for and under the channel id, so that either way finds it next time. */
  private async rememberUploadsPlaylist(channelRef: string | null, list: ChannelList): Promise<void> {
    const channel = list.items[0];
    const uploads = channel?.contentDetails?.relatedPlaylists.uploads;
    if (!channel || !uploads) return;
    const refs = new Set([channelRef ?? channel.id, channel.id]);
    await this.cache.setMany(
      [...refs].map((ref) => ({ key: cacheKeys.uploadsPlaylist(ref), value: uploads })),
      UPLOADS_PLAYLIST_SECONDS,
    );
  }
}
