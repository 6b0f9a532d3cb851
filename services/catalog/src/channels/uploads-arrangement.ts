import type { ChannelOrder, SearchDuration } from '@stillframe/contracts';
import { matchesDuration } from '../youtube/iso-duration.js';
import type { PlaylistItem, VideoItem } from '../youtube/youtube-shapes.js';

export type UploadItem = PlaylistItem & { duration?: string };

const count = (value: unknown): number => (typeof value === 'string' && value !== '' ? Number(value) : -1);

/**
 * The uploads playlist is newest first and the platform cannot order or filter it, so a page is arranged
 * here: filtered by length, then sorted within the page. Date order is the playlist's own.
 */
export function arrangeUploads(
  items: PlaylistItem[],
  details: Map<string, VideoItem | null>,
  order: ChannelOrder,
  videoDuration: SearchDuration,
): UploadItem[] {
  const withDurations: UploadItem[] = items.map((item) => {
    const duration = details.get(item.contentDetails.videoId)?.contentDetails?.duration;
    return duration ? { ...item, duration } : item;
  });
  const kept = withDurations.filter((item) => matchesDuration(item.duration, videoDuration));
  const statistic = (item: UploadItem, name: 'viewCount' | 'likeCount') =>
    count(details.get(item.contentDetails.videoId)?.statistics?.[name]);
  switch (order) {
    case 'date':
      return kept;
    case 'oldest':
      return kept.reverse();
    case 'title':
      return kept.sort((a, b) =>
        a.snippet.title.localeCompare(b.snippet.title, 'en', { sensitivity: 'base' }),
      );
    case 'viewCount':
      return kept.sort((a, b) => statistic(b, 'viewCount') - statistic(a, 'viewCount'));
    case 'rating':
      return kept.sort((a, b) => statistic(b, 'likeCount') - statistic(a, 'likeCount'));
    default: {
      const unknown: never = order;
      throw new Error(`Unknown order ${String(unknown)}`);
    }
  }
}

/** Deleted and private entries appear in playlists as placeholders without an owner or a publish time. */
export const isPublishedUpload = (item: PlaylistItem): boolean =>
  item.snippet.videoOwnerChannelId !== undefined || item.contentDetails.videoPublishedAt !== undefined;
