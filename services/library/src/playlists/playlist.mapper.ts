import type { Playlist, PlaylistVideo } from '@stillframe/contracts';
import type {
  Playlist as PlaylistRow,
  PlaylistVideo as PlaylistVideoRow,
} from '../generated/prisma/client.js';

/** The value of `built_in` that marks an account's Watch later. */
export const WATCH_LATER = 'watch_later';
export const WATCH_LATER_NAME = 'Watch later';

/** A playlist row with how many videos it holds and the first of them. */
export interface PlaylistWithSummary {
  row: PlaylistRow;
  videoCount: number;
  firstVideoId: string | null;
}

export const toPlaylistView = ({ row, videoCount, firstVideoId }: PlaylistWithSummary): Playlist => ({
  id: row.id,
  kind: row.builtIn === WATCH_LATER ? 'watch-later' : 'playlist',
  name: row.name,
  videoCount,
  firstVideoId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toPlaylistVideoView = (row: PlaylistVideoRow): PlaylistVideo => ({
  videoId: row.videoId,
  position: row.position,
  addedAt: row.addedAt.toISOString(),
});
