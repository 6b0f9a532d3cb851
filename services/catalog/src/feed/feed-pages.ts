import type { FeedItem } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import type { UploadItem } from '../channels/uploads-arrangement.js';

/** A feed entry: the upload with its upload time, which alone decides its place. */
export const toFeedItem = (item: UploadItem): FeedItem => ({
  ...item,
  publishedAt: item.contentDetails.videoPublishedAt ?? item.snippet.publishedAt,
});

/** Newest first; the video id breaks ties so that the order, and so the paging, never wavers. */
const newerFirst = (a: FeedItem, b: FeedItem): number =>
  compare(b.publishedAt, a.publishedAt) || compare(b.contentDetails.videoId, a.contentDetails.videoId);

const isOlderThan = (item: FeedItem, cursor: FeedCursor): boolean =>
  (compare(cursor.publishedAt, item.publishedAt) || compare(cursor.videoId, item.contentDetails.videoId)) > 0;

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface FeedCursor {
  publishedAt: string;
  videoId: string;
}

export function encodeCursor(item: FeedItem): string {
  return Buffer.from(`${item.publishedAt}|${item.contentDetails.videoId}`, 'utf8').toString('base64url');
}

export function decodeCursor(token: string): FeedCursor {
  const [publishedAt, videoId, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  if (!publishedAt || !videoId || rest.length > 0 || Number.isNaN(Date.parse(publishedAt)))
    throw AppException.validation('query.pageToken', 'Invalid page token');
  return { publishedAt, videoId };
}

/**
 * Merges the channels' uploads by upload time alone (no ranking) and cuts the page after the cursor.
 * A cursor, not an offset: uploads arriving between two pages do not shift what "more" shows.
 */
export function feedPage(
  uploads: FeedItem[],
  limit: number,
  cursor?: FeedCursor,
): { items: FeedItem[]; nextPageToken?: string } {
  const seen = new Set<string>();
  const merged = uploads
    .filter((item) => !seen.has(item.contentDetails.videoId) && seen.add(item.contentDetails.videoId))
    .sort(newerFirst);
  const after = cursor ? merged.filter((item) => isOlderThan(item, cursor)) : merged;
  const items = after.slice(0, limit);
  const last = items.at(-1);
  return after.length > limit && last ? { items, nextPageToken: encodeCursor(last) } : { items };
}
