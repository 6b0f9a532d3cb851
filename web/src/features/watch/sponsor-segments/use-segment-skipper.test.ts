import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SponsorSegment } from '@stillframe/contracts';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { DEFAULT_SEGMENT_SETTINGS } from '@/lib/sponsorblock/segment-settings';
import type { PlannedSkip } from './skip-plan';
import { useSegmentSkipper } from './use-segment-skipper';

const segments: SponsorSegment[] = [
  { uuid: 's1', category: 'sponsor', actionType: 'skip', start: 10, end: 40, videoDuration: 600 },
];

/** A player whose time moves only when the test says so. */
function fakePlayer() {
  let time = 0;
  const player: PlayerHandle & { at(seconds: number): void } = {
    getCurrentTime: () => time,
    pause: vi.fn(),
    play: vi.fn(),
    seekTo: vi.fn((seconds: number) => {
      time = seconds;
    }),
    at: (seconds: number) => {
      time = seconds;
    },
  } as never;
  return player;
}

describe('skipping segments during playback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('skips a sponsor as it is reached, reports it, and Undo goes back without skipping it again', () => {
    const player = fakePlayer();
    const skips: Array<{ skip: PlannedSkip; undo: () => void }> = [];
    renderHook(() =>
      useSegmentSkipper({
        videoId: 'abcdefghijk',
        player,
        playing: true,
        segments,
        settings: DEFAULT_SEGMENT_SETTINGS,
        onSkip: (skip, undo) => skips.push({ skip, undo }),
      }),
    );
    player.at(9.5);
    act(() => void vi.advanceTimersByTime(250));
    expect(player.seekTo).not.toHaveBeenCalled();
    player.at(10.1);
    act(() => void vi.advanceTimersByTime(250));
    expect(player.seekTo).toHaveBeenLastCalledWith(40);
    expect(skips).toHaveLength(1);

    act(() => skips[0]!.undo());
    expect(player.seekTo).toHaveBeenLastCalledWith(10);
    expect(player.play).toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(player.getCurrentTime()).toBe(10);
    expect(skips).toHaveLength(1);
  });

  it('does nothing while paused', () => {
    const player = fakePlayer();
    const onSkip = vi.fn();
    renderHook(() =>
      useSegmentSkipper({
        videoId: 'v',
        player,
        playing: false,
        segments,
        settings: DEFAULT_SEGMENT_SETTINGS,
        onSkip,
      }),
    );
    player.at(20);
    act(() => void vi.advanceTimersByTime(1000));
    expect(onSkip).not.toHaveBeenCalled();
  });
});
