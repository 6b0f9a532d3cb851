import { Limits, type Video } from '@stillframe/contracts';
import type { ParsedPlaylist, ParsedPlaylistFile, SkippedVideo } from './import-types';

/** One playlist as the import would make it: videos the catalog knows, in the file's order, and skips. */
export interface PlaylistPreview {
  name: string;
  into: ParsedPlaylist['into'];
  videos: Video[];
  skipped: SkippedVideo[];
}

export interface ImportPreview {
  format: ParsedPlaylistFile['format'];
  playlists: PlaylistPreview[];
  /** Catalog calls the preview made: one per 50 distinct ids (1 quota unit each when not cached). */
  lookups: number;
}

export const inBatches = <T>(items: T[], size: number = Limits.maxVideoIdsPerCall): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * Every video the file names is looked up in the catalog, 50 distinct ids to a call across all its
 * playlists; what a playlist shows comes from there, never from the file. A video the catalog does not
 * know is skipped.
 */
export async function buildPreview(
  parsed: ParsedPlaylistFile,
  lookUp: (ids: string[]) => Promise<Video[]>,
): Promise<ImportPreview> {
  const distinct = [...new Set(parsed.playlists.flatMap((playlist) => playlist.videoIds))];
  const known = new Map<string, Video>();
  const batches = inBatches(distinct);
  for (const batch of batches) for (const video of await lookUp(batch)) known.set(video.id, video);
  return {
    format: parsed.format,
    lookups: batches.length,
    playlists: parsed.playlists.map((playlist) => {
      const videos: Video[] = [];
      const skipped = [...playlist.skipped];
      for (const id of playlist.videoIds) {
        const video = known.get(id);
        if (video) videos.push(video);
        else skipped.push({ label: id, reason: 'not-found' });
      }
      return { name: playlist.name, into: playlist.into, videos, skipped };
    }),
  };
}
