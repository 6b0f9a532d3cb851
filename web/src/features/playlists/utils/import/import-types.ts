import { PlaylistLimits } from '@stillframe/contracts';

export type PlaylistFileFormat = 'takeout-csv' | 'freetube-db' | 'newpipe-backup' | 'piped-json';

export const formatNames: Record<PlaylistFileFormat, string> = {
  'takeout-csv': 'Google Takeout playlist (CSV)',
  'freetube-db': 'FreeTube playlists (.db)',
  'newpipe-backup': 'NewPipe backup (.zip)',
  'piped-json': 'Piped or LibreTube playlists (JSON)',
};

export type SkipReason = 'not-youtube' | 'malformed-id' | 'duplicate' | 'over-limit' | 'not-found';

export const skipReasonText: Record<SkipReason, string> = {
  'not-youtube': 'Not a YouTube video',
  'malformed-id': 'No valid video id',
  duplicate: 'Listed more than once in the playlist',
  'over-limit': `Over the limit of ${PlaylistLimits.maxVideosPerPlaylist.toLocaleString('en-US')} videos per playlist`,
  'not-found': 'YouTube does not know this video',
};

export interface SkippedVideo {
  /** What the file says about it: a URL, an id or a title. */
  label: string;
  reason: SkipReason;
}

/** A playlist as a file describes it: the name and the video ids in order, never titles or pictures. */
export interface ParsedPlaylist {
  name: string;
  /** FreeTube's and NewPipe's own Watch later go into Stillframe's. */
  into: 'new' | 'watch-later';
  videoIds: string[];
  skipped: SkippedVideo[];
}

export interface ParsedPlaylistFile {
  format: PlaylistFileFormat;
  playlists: ParsedPlaylist[];
}

/** A file refused as a whole; the message names the problem and is shown as it is. */
export class ImportRefused extends Error {}

/** What a format parser finds for one video before duplicates and the limit are handled. */
export type VideoCandidate = { id: string } | SkippedVideo;
