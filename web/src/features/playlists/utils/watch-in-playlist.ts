import { paths } from '@/config/paths';

/** The query parameter that tells the watch page which playlist is playing. */
export const LIST_PARAM = 'list';

/** A video played from a playlist: the watch page then offers the playlist's next video at the end. */
export const watchInPlaylistHref = (videoId: string, playlistId: string): string =>
  `${paths.watch.getHref(videoId)}?${LIST_PARAM}=${encodeURIComponent(playlistId)}`;
