import { useMemo } from 'react';
import { MarkerStrip } from '@/components/video/marker-strip';
import type { PlayerHandle } from '@/lib/player/player-handle';
import type { VideoNoteViews } from '../hooks/use-video-note-views';

/** This video's readable notes as markers under the player. */
export function VideoNoteMarkers({
  notes,
  player,
  durationSeconds,
}: {
  notes: VideoNoteViews;
  player: PlayerHandle;
  durationSeconds: number;
}) {
  const markers = useMemo(
    () => notes.mine.map((view) => ({ id: view.id, seconds: view.timestamp ?? 0, label: view.text })),
    [notes.mine],
  );
  return (
    <MarkerStrip
      markers={markers}
      durationSeconds={durationSeconds}
      onSeek={(seconds) => player.seekTo(seconds)}
    />
  );
}
