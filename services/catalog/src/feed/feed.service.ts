import { Injectable } from '@nestjs/common';
import {
  FeedFreshnessSeconds,
  type FeedItem,
  type FeedQuery,
  type FeedResponse,
} from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import { CachedResolver } from '../cache/cached-resolver.service.js';
import { cacheKeys } from '../cache/cache-keys.js';
import { ChannelsService } from '../channels/channels.service.js';
import type { UploadItem } from '../channels/uploads-arrangement.js';
import { decodeCursor, feedPage, toFeedItem } from './feed-pages.js';

/** Channels read from YouTube at once for one feed: a cold feed of 200 channels must not flood it. */
const PARALLEL_CHANNELS = 8;

/** Latest from my channels: each channel's newest uploads (cached and shared), merged by upload time. */
@Injectable()
export class FeedService {
  constructor(
    private readonly channels: ChannelsService,
    private readonly resolver: CachedResolver,
  ) {}

  async feed(query: FeedQuery): Promise<FeedResponse> {
    const cursor = query.pageToken === undefined ? undefined : decodeCursor(query.pageToken);
    const channelIds = [...new Set(query.channelIds)];
    const results = await inBatches(channelIds, PARALLEL_CHANNELS, (id) => this.latestUploads(id));
    const uploads: FeedItem[] = [];
    const unavailableChannelIds: string[] = [];
    const failures: unknown[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') uploads.push(...result.value.items.map(toFeedItem));
      else {
        unavailableChannelIds.push(channelIds[index] as string);
        failures.push(result.reason);
      }
    });
    // When no channel could be read for a reason other than the channel itself (quota, YouTube down), say that.
    const reason = failures.find((f) => !(f instanceof AppException && f.status === 404));
    if (uploads.length === 0 && reason !== undefined && failures.length === channelIds.length) throw reason;
    return { ...feedPage(uploads, query.limit, cursor), unavailableChannelIds };
  }

  /**
   * Kept with their durations for the feed's hour, so that a channel costs at most one playlistItems and
   * one videos call per hour however often anyone opens the feed.
   */
  private latestUploads(channelId: string): Promise<{ items: UploadItem[] }> {
    return this.resolver.resolve({
      kind: 'feed',
      key: cacheKeys.feedUploads(channelId),
      freshSeconds: FeedFreshnessSeconds,
      fetch: async () => ({
        items: (await this.channels.latestUploads(channelId, FeedFreshnessSeconds)).items,
      }),
    });
  }
}

async function inBatches<T, R>(
  items: T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<Array<PromiseSettledResult<R>>> {
  const out: Array<PromiseSettledResult<R>> = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.allSettled(items.slice(i, i + size).map(work))));
  return out;
}
