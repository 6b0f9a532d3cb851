/** What other screens (notes, the playback clock) may do with the video player. */
export interface PlayerHandle {
  /** Seconds into the video; 0 when the player cannot tell. */
  getCurrentTime(): number;
  pause(): void;
  play(): void;
  seekTo(seconds: number): void;
}

export const idlePlayer: PlayerHandle = {
  getCurrentTime: () => 0,
  pause: () => undefined,
  play: () => undefined,
  seekTo: () => undefined,
};
