import type { Catalogue, CatalogueChannel, CatalogueVideo } from '../catalogue/catalogue-types.js';

/** How many videos a channel's "Best of" playlist holds: its most watched uploads. */
const BEST_OF_SIZE = 12;
const SUFFIX = 'BestOf';

/**
 * Each channel of the catalogue has one playlist besides its uploads: "Best of <channel>", its most watched
 * uploads, most watched first. Search finds it (type=playlist) and playlistItems.list pages it. Its id is
 * `PL`, the channel id without `UC`, and `BestOf`, so that it resolves without being stored.
 */
export const bestOfPlaylistId = (channel: CatalogueChannel): string => `PL${channel.id.slice(2)}${SUFFIX}`;

export function channelIdOfBestOf(playlistId: string): string | undefined {
  const middle = playlistId.slice(2, -SUFFIX.length);
  return playlistId.startsWith('PL') && playlistId.endsWith(SUFFIX) && middle.length === 22
    ? `UC${middle}`
    : undefined;
}

export const bestOfTitle = (channel: CatalogueChannel): string => `Best of ${channel.title}`;

const bestOfCache = new WeakMap<Catalogue, Map<string, CatalogueVideo[]>>();

/** The playlist's videos; empty when the channel has no uploads (then search does not list it). */
export function bestOfVideos(catalogue: Catalogue, channelId: string): CatalogueVideo[] {
  let byChannel = bestOfCache.get(catalogue);
  if (!byChannel) {
    byChannel = new Map();
    bestOfCache.set(catalogue, byChannel);
  }
  let videos = byChannel.get(channelId);
  if (!videos) {
    videos = catalogue.videos
      .filter((video) => video.channelId === channelId && video.liveBroadcastContent === 'none')
      .sort((a, b) => b.viewCount - a.viewCount || a.id.localeCompare(b.id))
      .slice(0, BEST_OF_SIZE);
    byChannel.set(channelId, videos);
  }
  return videos;
}

/** Made when its oldest video went in: YouTube reports a playlist's creation as its `publishedAt`. */
export function bestOfPublishedAt(videos: CatalogueVideo[]): string {
  return videos.reduce((oldest, video) => (video.publishedAt < oldest ? video.publishedAt : oldest), '9999');
}
