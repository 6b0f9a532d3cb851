import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { anAdmin } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SaveToPlaylist } from './save-to-playlist';

const videoId = 'dQw4w9WgXcQ';

/** The library as far as Watch later goes: it holds the video once it was added, until it is removed. */
function library() {
  let inWatchLater = false;
  const item = { videoId, position: 0, addedAt: '2026-11-27T10:00:00.000Z' };
  return createFakeFetch({
    'GET /api/auth/user': { body: { user: anAdmin() } },
    'GET /api/playlists': { body: { items: [] } },
    [`GET /api/playlists/with-video/${videoId}`]: () => ({ body: { inWatchLater, playlistIds: [] } }),
    'POST /api/playlists/watch-later/items': () => {
      const added = !inWatchLater;
      inWatchLater = true;
      return { body: { item, added } };
    },
    [`DELETE /api/playlists/watch-later/items/${videoId}`]: () => {
      inWatchLater = false;
      return { body: { success: true } };
    },
  }).install();
}

/** The watch page's part: each W press is a request with a new id. */
function WatchPage() {
  const [request, setRequest] = useState<{ id: number }>();
  return (
    <>
      <button type="button" onClick={() => setRequest((last) => ({ id: (last?.id ?? 0) + 1 }))}>
        Press W
      </button>
      <SaveToPlaylist videoId={videoId} request={request} />
    </>
  );
}

describe('Watch later on the watch page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('toggles Watch later for each new W request, and shows whether the video is in it', async () => {
    const fake = library();
    renderWithProviders(<WatchPage />);
    const button = await screen.findByRole('button', { name: /Watch later/ });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Press W' }));
    await waitFor(() => expect(fake.callsTo('POST /api/playlists/watch-later/items')).toHaveLength(1));
    expect(fake.callsTo('POST /api/playlists/watch-later/items')[0]?.body).toEqual({ videoId });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /In Watch later/ })).toHaveAttribute('aria-pressed', 'true'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Press W' }));
    await waitFor(() =>
      expect(fake.callsTo(`DELETE /api/playlists/watch-later/items/${videoId}`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Watch later/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(fake.callsTo('POST /api/playlists/watch-later/items')).toHaveLength(1);
  });
});
