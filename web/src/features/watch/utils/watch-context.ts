import type { Video } from '@stillframe/contracts';
import { pickThumbnail } from '@/components/video/video-summary';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { toPlainText } from '@/lib/sanitize';

/** What the notes feature needs about the video being watched. */
export interface WatchContext {
  videoId: string;
  videoTitle: string;
  videoThumbnailUrl: string;
  channelId: string;
  channelTitle: string;
  player: PlayerHandle;
}

/** A keyboard shortcut asking for a note: a new `id` each time; `keepPlaying` leaves the video running. */
export interface NoteRequest {
  id: number;
  keepPlaying: boolean;
}

/** A keyboard shortcut asking to save the video to Watch later (or take it out): a new `id` each time. */
export interface SaveRequest {
  id: number;
}

export function watchContextFor(video: Video, player: PlayerHandle): WatchContext {
  return {
    videoId: video.id,
    videoTitle: toPlainText(video.snippet.title),
    videoThumbnailUrl: pickThumbnail(video.snippet.thumbnails),
    channelId: video.snippet.channelId,
    channelTitle: toPlainText(video.snippet.channelTitle),
    player,
  };
}
