import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { idlePlayer } from '@/lib/player/player-handle';
import { aNote } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import type { VideoNoteViews } from '../hooks/use-video-note-views';
import { toNoteView } from '../utils/note-view';
import { VideoNotesPanel } from './video-notes-panel';

const views = (over: Partial<VideoNoteViews>): VideoNoteViews => ({
  entitled: true,
  isError: false,
  mine: [],
  lockedCount: 0,
  ...over,
});

vi.setConfig({ testTimeout: 15_000 });

describe("the watch page's notes panel", () => {
  it('on a video without readable notes says once, calmly, that encrypted notes are locked', async () => {
    const { container } = renderWithProviders(
      <VideoNotesPanel notes={views({ lockedCount: 1 })} player={idlePlayer} withHeading />,
    );
    expect(await screen.findByRole('heading', { name: 'Notes (0)' })).toBeInTheDocument();
    // Said once, and never as a count of this video's notes: which video a locked note is on is unknown.
    expect(container.textContent?.match(/locked/gi)).toHaveLength(1);
    expect(
      screen.getByText(/Encrypted notes are locked: any on this video show once you unlock them/),
    ).toBeVisible();
    expect(screen.queryByText(/No notes for this video yet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  });

  it("says nothing of locking when nothing is locked, and counts only this video's readable notes", async () => {
    const mine = [toNoteView(aNote({ note: 'Plain words' }), undefined)];
    const { container } = renderWithProviders(
      <VideoNotesPanel notes={views({ mine })} player={idlePlayer} withHeading />,
    );
    expect(await screen.findByRole('heading', { name: 'Notes (1)' })).toBeInTheDocument();
    expect(screen.getByText('Plain words')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/locked/i);
  });

  it('keeps the readable notes and adds the one locked line under them', async () => {
    const mine = [toNoteView(aNote({ note: 'Plain words' }), undefined)];
    renderWithProviders(
      <VideoNotesPanel notes={views({ mine, lockedCount: 3 })} player={idlePlayer} withHeading />,
    );
    expect(await screen.findByRole('heading', { name: 'Notes (1)' })).toBeInTheDocument();
    expect(screen.getByText('Plain words')).toBeInTheDocument();
    expect(screen.getAllByText(/locked/)).toHaveLength(1);
  });
});
