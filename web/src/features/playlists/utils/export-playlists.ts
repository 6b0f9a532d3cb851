import type { Playlist, PlaylistVideo } from '@stillframe/contracts';

export const videoUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * One playlist as Google Takeout writes it today (`Video ID,Playlist Video Creation Timestamp`): what YouTube,
 * FreeTube, LibreTube and Stillframe itself import. Ids and times only, so no cell can hold a formula.
 */
export function playlistToCsv(videos: PlaylistVideo[]): string {
  const rows = videos.map((video) => `${video.videoId},${video.addedAt.replace(/(?:\.\d{3})?Z$/, '+00:00')}`);
  return ['Video ID,Playlist Video Creation Timestamp', ...rows].join('\r\n') + '\r\n';
}

/** The playlists in Piped's format, which Piped and LibreTube import (and Stillframe too). */
export function playlistsToJson(playlists: Array<{ playlist: Playlist; videos: PlaylistVideo[] }>): string {
  return JSON.stringify(
    {
      format: 'Piped',
      version: 1,
      playlists: playlists.map(({ playlist, videos }) => ({
        name: playlist.name,
        type: 'playlist',
        visibility: 'private',
        videos: videos.map((video) => videoUrl(video.videoId)),
      })),
    },
    null,
    2,
  );
}

/** A file name from a playlist's name: no path separators or characters file systems refuse. */
export const fileNameOf = (name: string, extension: string): string =>
  `${
    name
      // eslint-disable-next-line no-control-regex -- control characters are what file systems refuse
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'playlist'
  }${extension}`;
