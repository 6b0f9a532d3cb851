import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note, WrappedKey } from '@stillframe/contracts';
import { createNoteKey, deriveWrappingKey, encryptNoteFields } from '@/lib/crypto';
import { toBase64 } from '@/lib/crypto/encoding';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aNote, aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { NotesScreen } from './notes-screen';
import { VideoNotesTabs } from './video-notes-tabs';
import { fillIn } from '@/testing/user-input';

const salt = toBase64(new Uint8Array(16).fill(5));
const kdf = { salt, iterations: 1000 };

async function encryptedNote(
  noteKey: CryptoKey,
  id: string,
  text: string,
  videoId = 'abcDEF12345',
  createdAt = '2026-02-02T10:00:00.000Z',
): Promise<Note> {
  const fields = await encryptNoteFields(noteKey, {
    note: text,
    videoId,
    videoTitle: 'Secret video',
    videoThumbnailUrl: '',
    timestamp: 65,
  });
  return { ...aNote({ id, createdAt }), ...fields, isEncrypted: true };
}

// The notes library draws more per note than a card did: generous waits for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('notes', () => {
  let net: FakeFetch;
  let wrapped: WrappedKey;
  let notes: Note[];

  beforeEach(async () => {
    const created = await createNoteKey(await deriveWrappingKey('correct horse', kdf));
    wrapped = created.wrapped;
    const locked = await encryptedNote(created.noteKey, 'enc-1', 'Decrypted secret');
    notes = [
      locked,
      { ...locked, id: 'enc-partial', timestampIv: null },
      { ...locked, id: 'enc-broken', contentIv: locked.videoIdIv },
      await encryptedNote(created.noteKey, 'enc-other', 'About another video', 'zzzZZZ12345'),
      aNote({ id: 'reg-1', note: 'Plain words', createdAt: '2026-02-01T09:30:00.000Z' }),
    ];
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus() },
      'GET /api/notes': () => ({ body: notes }),
      'GET /api/notes/abcDEF12345': () => ({ body: notes }),
      'GET /api/notes/regular': () => ({ body: notes.filter((note) => !note.isEncrypted) }),
      'POST /api/auth/login': { body: { user: aUser() } },
      'GET /api/auth/encryption-salt': () => ({
        body: {
          encryptionSalt: salt,
          kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
          encryptionKey: wrapped,
        },
      }),
      'DELETE /api/notes/reg-1': { body: { success: true } },
    }).install();
  });

  async function unlock() {
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Unlock' })).toBeDisabled();
    await fillIn(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.keyboard('{Enter}');
  }

  it('lists notes newest first with dates, and asks the server for oldest first on demand', async () => {
    renderWithProviders(<NotesScreen />);
    expect(await screen.findByText('Plain words', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Feb 1, 2026 9:30 AM', { exact: false })).toBeInTheDocument();
    expect(net.callsTo('GET /api/notes')[0]?.query.get('sort')).toBe('newest');
    await userEvent.click(screen.getByText('Oldest first'));
    await waitFor(() => expect(net.callsTo('GET /api/notes').at(-1)?.query.get('sort')).toBe('oldest'));
  });

  it('keeps encrypted notes locked until the password is given, then decrypts each on its own', async () => {
    renderWithProviders(<NotesScreen />);
    expect(
      await screen.findByText('4 encrypted notes are locked.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Decrypted secret')).not.toBeInTheDocument();
    await unlock();
    expect(await screen.findByText('Decrypted secret', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('About another video')).toBeInTheDocument();
    expect(screen.getByText(/some of its data is missing/)).toBeInTheDocument();
    expect(screen.getByText('This note could not be decrypted.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it("says 'Incorrect Password' for a wrong password", async () => {
    net.on('POST /api/auth/login', {
      status: 401,
      body: { statusCode: 401, code: 'invalid_credentials', message: 'Invalid' },
    });
    renderWithProviders(<NotesScreen />);
    await unlock();
    expect(await screen.findByText('Incorrect Password', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Please enter your correct password to decrypt notes.')).toBeInTheDocument();
  });

  it("says 'No notes to export' when there are no regular notes", async () => {
    notes = notes.filter((note) => note.isEncrypted);
    renderWithProviders(<NotesScreen />);
    await screen.findByText('4 encrypted notes are locked.', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: /Export Notes/ }));
    await userEvent.click(await screen.findByText('Markdown (.md)', {}, { timeout: 10_000 }));
    expect(await screen.findByText('No notes to export')).toBeInTheDocument();
  });

  it('exports regular notes as a dated Markdown file', async () => {
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:notes';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Plain words', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: /Export Notes/ }));
    await userEvent.click(await screen.findByText('Markdown (.md)', {}, { timeout: 10_000 }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^video-notes-\d{4}-\d{2}-\d{2}\.md$/);
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain('Plain words');
    expect(text).not.toContain('Decrypted secret');
    vi.unstubAllGlobals();
  });

  it('deletes a note after confirmation', async () => {
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Plain words', {}, { timeout: 10_000 });
    const row = screen.getByText('Plain words').closest('.sf-note-row') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete note' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Delete this note?').length).toBeGreaterThan(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(net.callsTo('DELETE /api/notes/reg-1')).toHaveLength(1));
  });

  it("lists on the watch screen only this video's notes, decrypting encrypted ones to check their video", async () => {
    const player: PlayerHandle = { getCurrentTime: () => 0, pause: vi.fn(), play: vi.fn(), seekTo: vi.fn() };
    renderWithProviders(
      <VideoNotesTabs
        target={{ videoId: 'abcDEF12345', videoTitle: 'Forest', videoThumbnailUrl: '', player }}
        description={<p>Desc</p>}
      />,
    );
    // Only the readable notes of this video count: a locked note's video is unknown until unlocked.
    expect(await screen.findByRole('tab', { name: 'Notes (1)' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notes (1)' }));
    expect(await screen.findByText(/Encrypted notes are locked: any on this video show/)).toBeVisible();
    await unlock();
    expect(await screen.findByRole('tab', { name: 'Notes (2)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('About another video')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jump to 1:05' }));
    expect(player.seekTo).toHaveBeenCalledWith(65);
  }, 30_000);
});
