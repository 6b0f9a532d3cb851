import { useEffect, useRef } from 'react';
import type { SponsorSegment } from '@stillframe/contracts';
import type { SegmentSettings } from '@/lib/sponsorblock/segment-settings';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { skipAt, type PlannedSkip } from './skip-plan';

/** How often the playing time is looked at: a skip lands within a quarter second of a segment's start. */
const POLL_MS = 250;

/**
 * Skips the auto-skipped segments while the video plays and reports each skip with its Undo: Undo seeks
 * back to where the skip began and that segment is not skipped again on this page.
 */
export function useSegmentSkipper(options: {
  videoId: string;
  player: PlayerHandle;
  playing: boolean;
  segments: readonly SponsorSegment[];
  settings: SegmentSettings;
  onSkip: (skip: PlannedSkip, undo: () => void) => void;
}): void {
  const { videoId, player, playing, segments, settings, onSkip } = options;
  const undone = useRef(new Set<string>());
  const report = useRef(onSkip);
  report.current = onSkip;

  useEffect(() => {
    undone.current = new Set();
  }, [videoId]);

  useEffect(() => {
    if (!playing || segments.length === 0) return undefined;
    const check = () => {
      const skip = skipAt(segments, settings, player.getCurrentTime(), undone.current);
      if (!skip) return;
      player.seekTo(skip.to);
      report.current(skip, () => {
        for (const uuid of skip.uuids) undone.current.add(uuid);
        player.seekTo(skip.from);
        player.play();
      });
    };
    check();
    const timer = window.setInterval(check, POLL_MS);
    return () => window.clearInterval(timer);
  }, [playing, segments, settings, player]);
}
