import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { installFakeYouTube as installFake } from '@/testing/fake-youtube';
import { aNote, aStatus, aUser, unauthorized } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { WatchRoute } from './watch';

const VIDEO_ID = 'abcDEF12345';
/** The player says 0:42 and 10:00 long. */
const installFakeYouTube = () => installFake('mounts', 42);

const video = {
  id: VIDEO_ID,
  snippet: {
    title: 'Forest walk',
    description: 'Chapters:\n0:00 Intro\n04:08 Getting set up\nMore: https://youtu.be/bcdEFG23456?t=1m30s',
    channelId: 'UCabcdefghijklmnopqrstuv',
    channelTitle: 'Quiet Trails',
    publishedAt: '2026-01-01T00:00:00Z',
    thumbnails: {},
  },
  contentDetails: { duration: 'PT10M' },
};

function network(signedIn: boolean): FakeFetch {
  return createFakeFetch({
    'GET /api/client-config': {
      body: {
        player: { scriptUrl: 'https://www.youtube.com/iframe_api', host: 'https://www.youtube.com' },
        demo: true,
      },
    },
    [`GET /api/youtube/videos/${VIDEO_ID}`]: { body: { items: [video] } },
    'GET /api/auth/user': signedIn ? { body: { user: aUser() } } : unauthorized,
    'GET /api/subscription/status': { body: aStatus() },
    'GET /api/youtube/channels/UCabcdefghijklmnopqrstuv': { body: { items: [] } },
    'GET /api/favorites/UCabcdefghijklmnopqrstuv': { body: { isFavorite: false } },
    [`GET /api/notes/${VIDEO_ID}`]: {
      body: [
        aNote({ id: 'n1', videoId: VIDEO_ID, note: 'Where the path forks', timestamp: 65 }),
        aNote({ id: 'n2', videoId: VIDEO_ID, note: 'The clearing', timestamp: 300 }),
      ],
    },
    [`GET /api/library/positions/${VIDEO_ID}`]: { body: { position: null } },
    [`GET /api/youtube/next-upload/${VIDEO_ID}`]: {
      body: {
        next: {
          id: 'nextVID0001',
          title: 'Forest walk, part 2',
          thumbnailUrl: '',
          publishedAt: '2026-02-01T00:00:00Z',
        },
        isLatest: false,
      },
    },
  }).install();
}

const renderWatch = (route = `/watch/${VIDEO_ID}`) =>
  renderWithProviders(<WatchRoute />, { route, path: '/watch/:videoId' });

describe('the watch page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete window.YT;
    vi.unstubAllGlobals();
  });

  it('lists its shortcuts with ?, and N pauses and opens a note at the current time', async () => {
    network(true);
    const { player } = installFakeYouTube();
    renderWatch();
    await screen.findByRole('button', { name: 'Note at 1:05: Where the path forks' }, { timeout: 5000 });
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Pause and take a note at the current time')).toBeInTheDocument();
    expect(within(dialog).getByText('Take a note at the current time without pausing')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument(),
    );

    await userEvent.keyboard('n');
    expect(await screen.findByText(/At 0:42 in/)).toBeInTheDocument();
    expect(player.pauseVideo).toHaveBeenCalledTimes(1);
    // Typing in the note never fires a shortcut.
    await userEvent.type(screen.getByLabelText('Note'), 'n?k');
    expect(screen.getByLabelText('Note')).toHaveValue('n?k');
    expect(player.pauseVideo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
  }, 30_000);

  it('Shift+N takes a note without pausing', async () => {
    network(true);
    const { player } = installFakeYouTube();
    renderWatch();
    await screen.findByRole('button', { name: /Take Note/ }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('[data-player-status="ready"]')).not.toBeNull());
    fireEvent.keyDown(window, { key: 'N', shiftKey: true });
    expect(await screen.findByText(/At 0:42 in/)).toBeInTheDocument();
    expect(player.pauseVideo).not.toHaveBeenCalled();
  }, 30_000);

  it('seeks from a note marker and from a chapter time, and keeps t= on video links', async () => {
    network(true);
    const { player } = installFakeYouTube();
    renderWatch();
    const strip = await screen.findByRole('group', { name: 'Note markers' }, { timeout: 5000 });
    const markers = within(strip).getAllByRole('button');
    expect(markers.map((marker) => marker.style.left)).toEqual([`${(65 / 600) * 100}%`, '50%']);
    await userEvent.click(within(strip).getByRole('button', { name: 'Note at 5:00: The clearing' }));
    expect(player.seekTo).toHaveBeenLastCalledWith(300, true);
    await userEvent.click(screen.getByRole('link', { name: 'Play from 04:08' }));
    expect(player.seekTo).toHaveBeenLastCalledWith(248, true);
    expect(screen.getByRole('link', { name: 'https://youtu.be/bcdEFG23456?t=1m30s' })).toHaveAttribute(
      'href',
      '/watch/bcdEFG23456?t=90',
    );
  }, 30_000);

  it("covers the player with its own panel when the video ends: replay, notes, the channel's next upload", async () => {
    network(true);
    const { player, setState } = installFakeYouTube();
    renderWatch();
    await waitFor(() => expect(document.querySelector('[data-player-status="ready"]')).not.toBeNull());
    setState(1);
    setState(0);
    const panel = await screen.findByRole('region', { name: 'The video has ended' });
    expect(await within(panel).findByRole('link', { name: /Forest walk, part 2/ })).toHaveAttribute(
      'href',
      '/watch/nextVID0001',
    );
    expect(await within(panel).findByText('Where the path forks')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Replay' }));
    expect(player.seekTo).toHaveBeenLastCalledWith(0, true);
    expect(player.playVideo).toHaveBeenCalled();
    setState(1);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'The video has ended' })).not.toBeInTheDocument(),
    );
  }, 30_000);

  it("says on the end panel when the next upload's lookup is over budget, in the catalog's words", async () => {
    const message =
      "You have used your share of today's YouTube quota. It returns at midnight Pacific time (08:00 UTC), in 3 h 12 min.";
    const net = network(true);
    net.on(`GET /api/youtube/next-upload/${VIDEO_ID}`, {
      status: 429,
      body: { statusCode: 429, code: 'budget_exceeded', message },
    });
    const { setState } = installFakeYouTube();
    renderWatch();
    await waitFor(() => expect(document.querySelector('[data-player-status="ready"]')).not.toBeNull());
    setState(1);
    setState(0);
    const panel = await screen.findByRole('region', { name: 'The video has ended' });
    expect(await within(panel).findByText(message)).toBeInTheDocument();
  }, 30_000);

  it('offers a visitor the plan on the end panel instead of notes, and resumes from this browser', async () => {
    network(false);
    localStorage.setItem(
      'stillframe.playback-positions.v1',
      JSON.stringify({ [VIDEO_ID]: { seconds: 754, durationSeconds: 1800, updatedAt: Date.now() } }),
    );
    const { player, setState } = installFakeYouTube();
    renderWatch();
    const resume = await screen.findByRole('button', { name: 'Resume at 12:34' }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('[data-player-status="ready"]')).not.toBeNull());
    await userEvent.click(resume);
    expect(player.seekTo).toHaveBeenLastCalledWith(754, true);
    expect(screen.queryByRole('button', { name: 'Resume at 12:34' })).not.toBeInTheDocument();
    setState(1);
    setState(0);
    const panel = await screen.findByRole('region', { name: 'The video has ended' });
    expect(within(panel).getByText(/Notes are part of Stillframe Pro/)).toBeInTheDocument();
    // The end forgets the position: nothing is offered next time.
    expect(JSON.parse(localStorage.getItem('stillframe.playback-positions.v1') ?? '{}')).toEqual({});
  }, 30_000);

  it('offers the server-kept position to a signed-in viewer, and starting over forgets it', async () => {
    const net = network(true);
    net.on(`GET /api/library/positions/${VIDEO_ID}`, {
      body: {
        position: {
          videoId: VIDEO_ID,
          seconds: 754,
          durationSeconds: 1800,
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    net.on(`DELETE /api/library/positions/${VIDEO_ID}`, { body: { success: true } });
    const { player } = installFakeYouTube();
    renderWatch();
    await screen.findByRole('button', { name: 'Resume at 12:34' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(net.callsTo(`DELETE /api/library/positions/${VIDEO_ID}`)).toHaveLength(1));
    expect(player.seekTo).toHaveBeenLastCalledWith(0, true);
  }, 30_000);

  it('saves the position on pause', async () => {
    const net = network(true);
    net.on(`PUT /api/library/positions/${VIDEO_ID}`, (request) => ({
      body: {
        position: { videoId: VIDEO_ID, ...(request.body as object), updatedAt: '2026-01-01T00:00:00.000Z' },
      },
    }));
    const { setState } = installFakeYouTube();
    renderWatch();
    // Signed in (Take Note shows) and the player ready: the save goes to the server.
    await screen.findByRole('button', { name: /Take Note/ }, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('[data-player-status="ready"]')).not.toBeNull());
    setState(1);
    setState(2);
    await waitFor(() => expect(net.callsTo(`PUT /api/library/positions/${VIDEO_ID}`)).toHaveLength(1));
    expect(net.callsTo(`PUT /api/library/positions/${VIDEO_ID}`)[0]?.body).toEqual({
      seconds: 42,
      durationSeconds: 600,
    });
  }, 30_000);
});
