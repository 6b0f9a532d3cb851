import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note, WrappedKey } from '@stillframe/contracts';
import { decryptNoteFields, deriveWrappingKey, unwrapNoteKey } from '@/lib/crypto';
import { toBase64 } from '@/lib/crypto/encoding';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aNote, aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { NoteDialog } from './note-dialog';
import { fillIn } from '@/testing/user-input';

const salt = toBase64(new Uint8Array(16).fill(7));

function fakePlayer() {
  return {
    getCurrentTime: vi.fn(() => 42.7),
    pause: vi.fn<() => void>(),
    play: vi.fn<() => void>(),
    seekTo: vi.fn<(seconds: number) => void>(),
  } satisfies PlayerHandle;
}

function renderDialog(player: PlayerHandle, onClose = vi.fn()) {
  const target = {
    videoId: 'abcDEF12345',
    videoTitle: 'Forest walk',
    videoThumbnailUrl: 'https://i.ytimg.com/vi/abcDEF12345/mqdefault.jpg',
    channelId: 'UC_forest',
    channelTitle: 'Forest Channel',
    player,
  };
  renderWithProviders(<NoteDialog open target={target} onClose={onClose} />);
  return { onClose };
}

describe('NoteDialog', () => {
  let net: FakeFetch;
  let storedKey: WrappedKey | null;

  beforeEach(() => {
    storedKey = null;
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus({ subscriptionEndsAt: null }) },
      'POST /api/notes': (request) => ({
        status: 201,
        body: aNote({ ...(request.body as Partial<Note>), id: 'created' }),
      }),
      'GET /api/auth/encryption-salt': () => ({
        body: {
          encryptionSalt: salt,
          kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
          encryptionKey: storedKey,
        },
      }),
      'POST /api/auth/encryption-key': (request) => {
        storedKey = request.body as WrappedKey;
        return {
          body: {
            encryptionSalt: salt,
            kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
            encryptionKey: storedKey,
          },
        };
      },
    }).install();
  });

  it('pauses the player on open and resumes it on close', async () => {
    const player = fakePlayer();
    const target = { videoId: 'abcDEF12345', videoTitle: 'Forest walk', videoThumbnailUrl: '', player };
    function Harness() {
      const [open, setOpen] = useState(true);
      return <NoteDialog open={open} target={target} onClose={() => setOpen(false)} />;
    }
    renderWithProviders(<Harness />);
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(player.play).not.toHaveBeenCalled();
    expect(await screen.findByText(/At 0:42 in/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it('keeps Save disabled while the text is blank, also for whitespace', async () => {
    renderDialog(fakePlayer());
    const save = screen.getByRole('button', { name: 'Save Note' });
    expect(save).toBeDisabled();
    await fillIn(screen.getByLabelText('Note'), '   ');
    expect(save).toBeDisabled();
    await fillIn(screen.getByLabelText('Note'), 'x');
    expect(save).toBeEnabled();
  });

  it("rejects an empty note sent from the keyboard with 'Empty note'", async () => {
    renderDialog(fakePlayer());
    await userEvent.type(screen.getByLabelText('Note'), '  {Control>}{Enter}{/Control}');
    expect(await screen.findByText('Empty note')).toBeInTheDocument();
    expect(screen.getByText('Please enter some text for your note')).toBeInTheDocument();
    expect(net.callsTo('POST /api/notes')).toHaveLength(0);
  });

  it('saves a regular note at the current playback second', async () => {
    const { onClose } = renderDialog(fakePlayer());
    await fillIn(screen.getByLabelText('Note'), 'Look at the light here');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(net.callsTo('POST /api/notes')[0]?.body).toEqual({
      note: 'Look at the light here',
      videoId: 'abcDEF12345',
      videoTitle: 'Forest walk',
      videoThumbnailUrl: 'https://i.ytimg.com/vi/abcDEF12345/mqdefault.jpg',
      timestamp: 42,
      channelId: 'UC_forest',
      channelTitle: 'Forest Channel',
      isEncrypted: false,
    });
  });

  it('drops the spaces and blank lines around the text, keeping those inside', async () => {
    const { onClose } = renderDialog(fakePlayer());
    await userEvent.type(screen.getByLabelText('Note'), '   Look{enter}  at the light  {enter}{enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(net.callsTo('POST /api/notes')[0]?.body).toMatchObject({ note: 'Look\n  at the light' });
  });

  it('says a storage bound in the dialog, keeping the text, rather than a generic error', async () => {
    const message = 'Your account keeps at most 50,000 notes; delete some to add others.';
    net.on('POST /api/notes', { status: 409, body: { statusCode: 409, code: 'storage_limit', message } });
    const { onClose } = renderDialog(fakePlayer());
    await fillIn(screen.getByLabelText('Note'), 'One note too many');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This note was not saved');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText('Note')).toHaveValue('One note too many');
    expect(screen.queryByText('Failed to create note')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the creation error texts when saving fails', async () => {
    net.on('POST /api/notes', {
      status: 500,
      body: { statusCode: 500, code: 'internal_error', message: 'boom' },
    });
    const { onClose } = renderDialog(fakePlayer());
    await fillIn(screen.getByLabelText('Note'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Failed to create note')).toBeInTheDocument();
    expect(screen.getByText('There was an error creating your note. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for the password before encrypting, then sends only ciphertext', async () => {
    net.on('POST /api/auth/login', { body: { user: aUser() } });
    const { onClose } = renderDialog(fakePlayer());
    await fillIn(screen.getByLabelText('Note'), 'Private thought');
    await userEvent.click(screen.getByRole('switch'));

    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await fillIn(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
    expect(net.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = net.callsTo('POST /api/notes')[0]?.body as Note;
    expect(sent.isEncrypted).toBe(true);
    expect(JSON.stringify(sent)).not.toContain('Private thought');
    expect(JSON.stringify(sent)).not.toContain('abcDEF12345');

    const noteKey = await unwrapNoteKey(
      storedKey!,
      await deriveWrappingKey('correct horse', { salt, iterations: 1000 }),
    );
    const opened = await decryptNoteFields(noteKey, { ...aNote(), ...sent });
    expect(opened).toMatchObject({
      status: 'decrypted',
      fields: { note: 'Private thought', videoId: 'abcDEF12345', timestamp: 42 },
    });
  });

  it("says 'Incorrect Password' and keeps encryption off when the password is wrong", async () => {
    net.on('POST /api/auth/login', {
      status: 401,
      body: { statusCode: 401, code: 'invalid_credentials', message: 'Invalid email or password' },
    });
    renderDialog(fakePlayer());
    await userEvent.click(screen.getByRole('switch'));
    await fillIn(await screen.findByLabelText('Password'), 'wrong');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Incorrect Password')).toBeInTheDocument();
    expect(screen.getByText('Please enter your correct password to enable encryption.')).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(net.callsTo('GET /api/auth/encryption-salt')).toHaveLength(0);
  });

  it("shows 'Encryption Not Available' without browser crypto", () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    renderDialog(fakePlayer());
    expect(screen.getByText('Encryption Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
