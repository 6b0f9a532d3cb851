import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { YouTubePlayerOptions } from '@/lib/player/youtube-types';

export type FakeYouTubeBehaviour = 'mounts' | 'never-mounts' | 'errors';

/**
 * A stand-in for the IFrame API at its boundary (window.YT), behaving as the real one does when told to;
 * `setState` sends an `onStateChange` (1 playing, 2 paused, 0 ended) to every player made.
 */
export function installFakeYouTube(behaviour: FakeYouTubeBehaviour = 'mounts', currentTime = 12.5) {
  const created: YouTubePlayerOptions[] = [];
  const player = {
    getCurrentTime: vi.fn(() => currentTime),
    getDuration: vi.fn(() => 600),
    playVideo: vi.fn(),
    pauseVideo: vi.fn(),
    seekTo: vi.fn(),
    destroy: vi.fn(),
  };
  window.YT = {
    Player: function Player(element: HTMLElement | string, options: YouTubePlayerOptions) {
      created.push(options);
      if (behaviour !== 'never-mounts' && typeof element !== 'string')
        element.replaceWith(document.createElement('iframe'));
      setTimeout(
        () =>
          behaviour === 'errors'
            ? options.events?.onError?.({ target: player, data: 150 })
            : options.events?.onReady?.({ target: player }),
        0,
      );
      return player;
    } as unknown as NonNullable<Window['YT']>['Player'],
  };
  const setState = (data: number) =>
    act(() => {
      for (const options of created) options.events?.onStateChange?.({ target: player, data });
    });
  return { created, player, setState };
}
