import type {
  SearchDuration,
  SearchFeature,
  SearchOrder,
  SearchType,
  SearchUploadDate,
} from '@stillframe/contracts';

/** Bump when the shape of a cached value changes, so that a deploy never reads the old one. */
const PREFIX = 'catalog:v1';

/** A search as it is sent upstream and cached: every parameter decided, the query normalised. */
export interface NormalisedSearch {
  q: string;
  order: SearchOrder;
  type: SearchType;
  /** Videos only: absent for channels and playlists, which YouTube cannot filter by duration. */
  videoDuration?: SearchDuration;
  /** The window's name, not its start: a stored answer serves the window for as long as it is fresh. */
  uploadDate?: SearchUploadDate;
  /** Sorted, so that `hd,live` and `live,hd` are one search. */
  features: readonly SearchFeature[];
  pageToken?: string;
}

/** Trimmed, inner spaces collapsed, Unicode-normalised and case-folded: "  Yoga  FLOW" and "yoga flow" are one search. */
export function normaliseQuery(q: string): string {
  return q.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** Channel ids are case-sensitive; handles are not (`@CalmCorner` is `@calmcorner`). */
export function normaliseChannelRef(channelRef: string): string {
  return channelRef.startsWith('@') ? channelRef.toLowerCase() : channelRef;
}

// Parameters in a fixed order, each encoded, so that equal requests always make equal keys.
const encode = (pairs: Array<[string, string | undefined]>): string =>
  pairs.map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`).join('&');

export const cacheKeys = {
  search: (search: NormalisedSearch) =>
    `${PREFIX}:search:${encode([
      ['q', search.q],
      ['order', search.order],
      ['videoDuration', search.videoDuration],
      ['pageToken', search.pageToken],
      ['type', search.type],
      ['uploadDate', search.uploadDate],
      ['features', search.features.join(',')],
    ])}`,
  /** A page of a YouTube playlist (not an uploads playlist: those are `uploadsPage`). */
  playlistPage: (playlistId: string, pageToken: string | undefined) =>
    `${PREFIX}:playlist-page:${encode([
      ['playlistId', playlistId],
      ['pageToken', pageToken],
    ])}`,
  video: (videoId: string) => `${PREFIX}:video:${videoId}`,
  /** The videos endpoint's answer for these ids, in this order. */
  videoList: (ids: string[]) => `${PREFIX}:video-list:${ids.join(',')}`,
  /** A batch of missing video ids being fetched: the key that merges identical batches. */
  videoBatch: (sortedIds: string[]) => `${PREFIX}:video-batch:${sortedIds.join(',')}`,
  channel: (channelRef: string) => `${PREFIX}:channel:${normaliseChannelRef(channelRef)}`,
  /** Legacy usernames are matched without regard to case, as YouTube does. */
  channelByUsername: (username: string) => `${PREFIX}:channel-by-username:${username.toLowerCase()}`,
  uploadsPlaylist: (channelRef: string) => `${PREFIX}:uploads-playlist:${normaliseChannelRef(channelRef)}`,
  uploadsPage: (playlistId: string, pageToken: string | undefined) =>
    `${PREFIX}:uploads-page:${encode([
      ['playlistId', playlistId],
      ['pageToken', pageToken],
    ])}`,
  /** The final answer built from the entry at `key`, as the bytes sent. */
  answer: (key: string) => `${key}:answer`,
  /** A channel's newest uploads with their durations, as the feed shows them. */
  feedUploads: (channelId: string) => `${PREFIX}:feed-uploads:${channelId}`,
  /** A channel's whole uploads list as read for a search within it or oldest first. */
  uploadsAll: (playlistId: string) => `${PREFIX}:uploads-all:${playlistId}`,
  lock: (key: string) => `${key}:lock`,
  lockFailure: (key: string) => `${key}:lock-failure`,
  quotaDay: (day: string) => `${PREFIX}:quota:${day}`,
  quotaExhausted: (bucket: string) => `${PREFIX}:quota-exhausted:${bucket}`,
  /** Units each account spent from a bucket in a quota day (a sorted set: the top spenders are one read). */
  quotaAccounts: (day: string, bucket: string) => `${PREFIX}:quota-accounts:${day}:${bucket}`,
  /** Each account's plan as last seen in a quota day, for the usage screen. */
  quotaPlans: (day: string) => `${PREFIX}:quota-plans:${day}`,
  /** Units spent from a bucket in one minute (ms since the epoch / 60,000): the last hour's rate. */
  quotaMinute: (bucket: string, minute: number) => `${PREFIX}:quota-minute:${bucket}:${minute}`,
  /** A Data API call that failed in a way it would fail again, remembered so that repeats cost nothing. */
  youtubeFailure: (method: string, params: Record<string, string>) =>
    `${PREFIX}:youtube-failure:${method}?${encode(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)))}`,
  anonymousBudget: (address: string, window: number) =>
    `${PREFIX}:anonymous-budget:${encodeURIComponent(address)}:${window}`,
  photoPool: (pool: string) => `${PREFIX}:photo-pool:${pool}`,
  photoPoolBackoff: (pool: string) => `${PREFIX}:photo-pool-backoff:${pool}`,
  photoTurn: (address: string) => `${PREFIX}:photo-turn:${encodeURIComponent(address)}`,
  photoDownload: (photoId: string, filledAt: number) =>
    `${PREFIX}:photo-download:${encodeURIComponent(photoId)}:${filledAt}`,
  unsplashCalls: (hour: number) => `${PREFIX}:unsplash-calls:${hour}`,
  quotePool: () => `${PREFIX}:quote-pool`,
  quoteBackoff: () => `${PREFIX}:quote-backoff`,
};
