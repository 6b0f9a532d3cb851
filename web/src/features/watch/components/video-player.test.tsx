import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { createFakeFetch } from '@/testing/fake-fetch';
import { installFakeYouTube } from '@/testing/fake-youtube';
import { renderWithProviders } from '@/testing/render';
import { VideoPlayer } from './video-player';

describe('VideoPlayer', () => {
  beforeEach(() => {
    createFakeFetch({
      'GET /api/client-config': {
        body: {
          player: {
            scriptUrl: 'https://www.youtube.com/iframe_api',
            host: 'https://www.youtube-nocookie.com',
          },
          demo: false,
        },
      },
    }).install();
  });
  afterEach(() => {
    delete window.YT;
    vi.useRealTimers();
  });

  it('creates the player with the configured host and player vars, and hands out a working handle', async () => {
    const { created, player } = installFakeYouTube('mounts');
    let handle: PlayerHandle | undefined;
    renderWithProviders(
      <VideoPlayer videoId="abcDEF12345" title="Forest" startSeconds={30} onHandle={(h) => (handle = h)} />,
    );
    await waitFor(() => expect(document.querySelector('[data-player-status="ready"]')).not.toBeNull());
    expect(created[0]).toMatchObject({
      videoId: 'abcDEF12345',
      host: 'https://www.youtube-nocookie.com',
      playerVars: { rel: 0, playsinline: 1, enablejsapi: 1, origin: window.location.origin, start: 30 },
    });
    expect(document.querySelector('iframe')?.getAttribute('referrerpolicy')).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(handle?.getCurrentTime()).toBe(12.5);
    handle?.pause();
    handle?.seekTo(5);
    expect(player.pauseVideo).toHaveBeenCalled();
    expect(player.seekTo).toHaveBeenCalledWith(5, true);
  });

  it('falls back to a YouTube link when the player has not mounted 300 ms after the script is ready', async () => {
    installFakeYouTube('never-mounts');
    renderWithProviders(<VideoPlayer videoId="abcDEF12345" title="Forest" onHandle={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Watch on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcDEF12345');
  });

  it('falls back when the player reports an error', async () => {
    installFakeYouTube('errors');
    renderWithProviders(<VideoPlayer videoId="abcDEF12345" title="Forest" onHandle={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Watch on YouTube' })).toBeInTheDocument();
  });

  it('falls back when the script never becomes ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<VideoPlayer videoId="abcDEF12345" title="Forest" onHandle={() => undefined} />);
    await waitFor(() =>
      expect(document.querySelector('script[src="https://www.youtube.com/iframe_api"]')).not.toBeNull(),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(await screen.findByRole('link', { name: 'Watch on YouTube' })).toBeInTheDocument();
  });

  it('reads 0 as the time when the player cannot tell', async () => {
    const { player } = installFakeYouTube('mounts');
    player.getCurrentTime.mockImplementation(() => {
      throw new Error('not ready');
    });
    let handle: PlayerHandle | undefined;
    renderWithProviders(<VideoPlayer videoId="abcDEF12345" title="Forest" onHandle={(h) => (handle = h)} />);
    await waitFor(() => expect(document.querySelector('[data-player-status="ready"]')).not.toBeNull());
    expect(handle?.getCurrentTime()).toBe(0);
  });
});
