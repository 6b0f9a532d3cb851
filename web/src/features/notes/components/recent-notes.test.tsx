import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note, Video, WrappedKey } from '@stillframe/contracts';
import { createNoteKey, deriveWrappingKey, encryptNoteFields } from '@/lib/crypto';
import { toBase64 } from '@/lib/crypto/encoding';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aNote, aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { RecentNotes } from './recent-notes';
import { fillIn } from '@/testing/user-input';

const salt = toBase64(new Uint8Array(16).fill(3));
const kdf = { salt, iterations: 1000 };

const aVideo = (id: string, title: string): Video => ({
  id,
  snippet: {
    title,
    description: '',
    channelId: 'UCaaaaaaaaaaaaaaaaaaaaaa',
    channelTitle: 'Channel A',
    publishedAt: '2026-01-01T00:00:00Z',
    thumbnails: {},
  },
});

vi.setConfig({ testTimeout: 20_000 });

describe("home's recent notes", () => {
  let net: FakeFetch;
  let wrapped: WrappedKey;
  let notes: Note[];

  beforeEach(async () => {
    const created = await createNoteKey(await deriveWrappingKey('correct horse', kdf));
    wrapped = created.wrapped;
    const secret = await encryptNoteFields(created.noteKey, {
      note: 'A private thought',
      videoId: 'secretVid01',
      videoTitle: 'Secret video',
      videoThumbnailUrl: '',
      timestamp: 65,
    });
    notes = [
      { ...aNote({ id: 'enc-1', createdAt: '2026-02-02T10:00:00.000Z' }), ...secret, isEncrypted: true },
      aNote({ id: 'reg-1', note: 'Plain words', videoId: 'plainVid001', videoTitle: '', timestamp: 95 }),
    ];
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus() },
      'GET /api/notes': () => ({ body: notes }),
      'GET /api/youtube/videos/plainVid001': {
        body: { items: [aVideo('plainVid001', 'Bread &amp; butter')] },
      },
      'POST /api/auth/login': { body: { user: aUser() } },
      'GET /api/auth/encryption-salt': () => ({
        body: {
          encryptionSalt: salt,
          kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
          encryptionKey: wrapped,
        },
      }),
    }).install();
  });

  it("titles a regular note with its video's title from the catalog, the time on its link", async () => {
    renderWithProviders(<RecentNotes />);
    const link = await screen.findByRole('link', { name: 'Bread & butter at 1:35' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/watch/plainVid001?t=95');
    expect(within(link).getByText('1:35')).toBeInTheDocument();
    expect(screen.queryByText(/Untitled video/)).not.toBeInTheDocument();
  });

  it('shows a locked note as encrypted with Unlock, and once unlocked its own title', async () => {
    renderWithProviders(<RecentNotes />);
    const locked = (await screen.findAllByTestId('recent-note', {}, { timeout: 10_000 }))[0]!;
    expect(within(locked).getByText('Encrypted note')).toBeInTheDocument();
    expect(screen.queryByText(/Untitled video/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog');
    await fillIn(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.keyboard('{Enter}');
    const link = await screen.findByRole('link', { name: 'Secret video at 1:05' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/watch/secretVid01?t=65');
    expect(screen.getByText('A private thought')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
    // The encrypted note's video never went to the server.
    expect(net.calls.some((call) => call.path.includes('secretVid01'))).toBe(false);
  });
});
