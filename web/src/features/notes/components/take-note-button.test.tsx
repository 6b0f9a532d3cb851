import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Note } from '@stillframe/contracts';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aNote, aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TakeNoteButton } from './take-note-button';
import { fillIn } from '@/testing/user-input';

describe('TakeNoteButton', () => {
  it('gives focus back to Take Note after the note is saved', async () => {
    const net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus() },
      'POST /api/notes': (request) => ({
        status: 201,
        body: aNote({ ...(request.body as Partial<Note>), id: 'created' }),
      }),
    }).install();
    const player = { getCurrentTime: () => 3, pause: vi.fn(), play: vi.fn(), seekTo: vi.fn() };
    renderWithProviders(
      <TakeNoteButton
        target={{ videoId: 'abcDEF12345', videoTitle: 'Forest', videoThumbnailUrl: '', player }}
      />,
    );
    const takeNote = await screen.findByRole('button', { name: /Take Note/ });
    await waitFor(() => expect(net.callsTo('GET /api/subscription/status')).toHaveLength(1));
    await userEvent.click(takeNote);
    await fillIn(await screen.findByLabelText('Note'), 'A thought');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
    expect(takeNote).toHaveFocus();
  });
});
