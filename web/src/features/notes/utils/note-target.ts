import type { PlayerHandle } from '@/lib/player/player-handle';

/** The video a note is taken on, and its player (paused while the note is written). */
export interface NoteTarget {
  videoId: string;
  videoTitle: string;
  videoThumbnailUrl: string;
  channelId?: string;
  channelTitle?: string;
  player: PlayerHandle;
}
