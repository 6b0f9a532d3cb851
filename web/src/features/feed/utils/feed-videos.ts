import type { FeedItem } from '@stillframe/contracts';
import { pickThumbnail, type VideoSummary } from '@/components/video/video-summary';

export function feedItemToVideo(item: FeedItem): VideoSummary {
  return {
    videoId: item.contentDetails.videoId,
    title: item.snippet.title,
    description: item.snippet.description,
    channelId: item.snippet.channelId,
    channelTitle: item.snippet.channelTitle ?? '',
    publishedAt: item.publishedAt,
    thumbnailUrl: pickThumbnail(item.snippet.thumbnails),
    duration: item.duration,
  };
}

/** The loaded pages in the server's order (upload time only), watched ones left out when asked. */
export function visibleFeed(
  pages: ReadonlyArray<{ items: FeedItem[] }>,
  watched: ReadonlySet<string>,
  hideWatched: boolean,
): VideoSummary[] {
  return pages
    .flatMap((page) => page.items)
    .filter((item) => !hideWatched || !watched.has(item.contentDetails.videoId))
    .map(feedItemToVideo);
}
