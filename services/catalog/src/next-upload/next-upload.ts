import type { NextUploadAnswer } from '@stillframe/contracts';
import type { UploadItem } from '../channels/uploads-arrangement.js';

/** How far back in a channel's uploads the end panel looks, in pages of the uploads playlist. */
export const MAX_UPLOAD_PAGES = 4;

const thumbnailOf = (item: UploadItem): string => {
  const thumbnails = item.snippet.thumbnails;
  return thumbnails.medium?.url ?? thumbnails.high?.url ?? thumbnails.default?.url ?? '';
};

export const toNextUpload = (item: UploadItem): NonNullable<NextUploadAnswer['next']> => ({
  id: item.contentDetails.videoId,
  title: item.snippet.title,
  thumbnailUrl: thumbnailOf(item),
  publishedAt: item.contentDetails.videoPublishedAt ?? item.snippet.publishedAt ?? '',
});

/**
 * Walks the uploads newest first: the upload listed just before the video is the one published after it.
 * `newer` is the last upload of the pages already read (the one before this page's first).
 */
export function findNextUpload(
  page: UploadItem[],
  videoId: string,
  newer: UploadItem | null,
): NextUploadAnswer | 'not-here' {
  const index = page.findIndex((item) => item.contentDetails.videoId === videoId);
  if (index === -1) return 'not-here';
  const next = index > 0 ? page[index - 1] : newer;
  return next ? { next: toNextUpload(next), isLatest: false } : { next: null, isLatest: true };
}
