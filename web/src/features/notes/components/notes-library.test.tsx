import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note, WrappedKey } from '@stillframe/contracts';
import { createNoteKey, deriveWrappingKey, encryptNoteFields } from '@/lib/crypto';
import { toBase64 } from '@/lib/crypto/encoding';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aNote, aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { NotesScreen } from './notes-screen';
import { fillIn } from '@/testing/user-input';

const salt = toBase64(new Uint8Array(16).fill(7));
const kdf = { salt, iterations: 1000 };
const token = 'T'.repeat(43);

describe('the notes library', () => {
  let net: FakeFetch;
  let wrapped: WrappedKey;
  let notes: Note[];

  beforeEach(async () => {
    const created = await createNoteKey(await deriveWrappingKey('correct horse', kdf));
    wrapped = created.wrapped;
    const secret = await encryptNoteFields(created.noteKey, {
      note: 'Photosynthesis happens in the chloroplast',
      videoId: 'secretVid01',
      videoTitle: 'Private biology',
      videoThumbnailUrl: '',
      timestamp: 65,
      channelId: 'UC_bio',
      channelTitle: 'Biology Lab',
    });
    notes = [
      { ...aNote({ id: 'enc-1' }), ...secret, isEncrypted: true },
      aNote({
        id: 'reg-1',
        note: 'Keyset pagination beats offsets',
        timestamp: 30,
        channelId: 'UC_db',
        channelTitle: 'DB Talks',
      }),
      aNote({
        id: 'reg-2',
        note: 'Offsets get slow',
        timestamp: 10,
        channelId: 'UC_db',
        channelTitle: 'DB Talks',
      }),
      aNote({ id: 'reg-3', note: 'An old note', videoId: 'oldVideo001', videoTitle: 'Old video' }),
    ];
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus() },
      'GET /api/notes': () => ({ body: notes }),
      'GET /api/note-shares': { body: [] },
      'POST /api/note-shares': {
        status: 201,
        body: {
          token,
          videoId: 'abcDEF12345',
          videoTitle: 'Forest walk',
          createdAt: '2026-02-01T10:00:00.000Z',
        },
      },
      [`DELETE /api/note-shares/${token}`]: { body: { success: true } },
      'POST /api/notes/import': (request) => ({
        body: { added: (request.body as { notes: unknown[] }).notes.length, skipped: 0 },
      }),
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
  afterEach(() => vi.restoreAllMocks());

  async function unlock() {
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await fillIn(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.keyboard('{Enter}');
  }
  const search = async (text: string) => {
    const box = screen.getByRole('searchbox', { name: 'Search notes' });
    await userEvent.clear(box);
    if (text) await fillIn(box, text);
  };

  it('groups notes under their video with the channel, in video time, and folds a group away', async () => {
    renderWithProviders(<NotesScreen />);
    const heading = await screen.findByRole('heading', { name: 'Forest walk' }, { timeout: 5000 });
    const group = heading.closest('.sf-note-group') as HTMLElement;
    expect(within(group).getByText('DB Talks')).toBeInTheDocument();
    expect(within(group).getByText('2 notes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Old video' }).closest('.sf-note-group')).toHaveTextContent(
      'Unknown channel',
    );
    const texts = [...document.querySelectorAll('.sf-note-text')].map((node) => node.textContent);
    expect(texts.indexOf('Offsets get slow')).toBeLessThan(texts.indexOf('Keyset pagination beats offsets'));
    expect(screen.getByRole('link', { name: 'Open at 0:30' })).toHaveAttribute(
      'href',
      '/watch/abcDEF12345?t=30',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hide notes on Forest walk' }));
    expect(screen.queryByText('Offsets get slow')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show notes on Forest walk' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('searches regular notes at once and encrypted ones after unlock, with highlights, sending nothing', async () => {
    const stored = vi.spyOn(Storage.prototype, 'setItem');
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Offsets get slow');
    await search('offset');
    expect(screen.getAllByText(/^offsets$/i, { selector: 'mark' })).toHaveLength(2);
    expect(screen.queryByText('An old note')).not.toBeInTheDocument();

    await search('photosinthesis');
    expect(screen.getByText('No matching notes')).toBeInTheDocument();
    await unlock();
    expect(
      await screen.findByText('Photosynthesis', { selector: 'mark' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Private biology' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open at 1:05' })).toHaveAttribute(
      'href',
      '/watch/secretVid01?t=65',
    );

    // The query and the plaintext never leave the page: no request carries them, nothing is stored.
    const sent = JSON.stringify(net.calls);
    expect(sent).not.toMatch(/photosinthesis|chloroplast|Private biology/i);
    for (const [, value] of stored.mock.calls)
      expect(String(value)).not.toMatch(/chloroplast|photosinthesis/i);
  }, 30_000);

  it('filters by channel, including the unknown channel, and by video', async () => {
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Offsets get slow');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by channel' }));
    await userEvent.click(await screen.findByTitle('Unknown channel'));
    await waitFor(() => expect(screen.queryByText('Offsets get slow')).not.toBeInTheDocument());
    expect(screen.getByText('An old note')).toBeInTheDocument();
  });

  it('creates a share link for a video, shows it, and revokes it', async () => {
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Offsets get slow');
    await userEvent.click(screen.getByRole('button', { name: 'Share notes on Forest walk' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Share link')).toHaveValue(
        `${window.location.origin}/shared/${token}`,
      ),
    );
    expect(net.callsTo('POST /api/note-shares')[0]?.body).toEqual({ videoId: 'abcDEF12345' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(net.callsTo(`DELETE /api/note-shares/${token}`)).toHaveLength(1));
    expect(await screen.findByText('Share link revoked')).toBeInTheDocument();
  });

  it('imports a backup after a preview, skipping what the account has, encrypting encrypted notes', async () => {
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Offsets get slow');
    await unlock();
    await screen.findByText('Photosynthesis happens in the chloroplast', {}, { timeout: 5000 });
    const backup = {
      format: 'stillframe-notes-backup',
      version: 1,
      exportedAt: '2026-11-23T10:00:00.000Z',
      notes: [
        { note: 'Offsets get slow', videoId: 'abcDEF12345', timestamp: 10 },
        { note: 'A new regular note', videoId: 'abcDEF12345', timestamp: 12 },
        { note: 'A new secret', videoId: 'secretVid01', timestamp: 3, encrypted: true },
      ],
    };
    const file = new File([JSON.stringify(backup)], 'backup.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Backup file to import'), file);
    const dialog = (await screen.findByText('Import notes', {}, { timeout: 5000 })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(dialog).toHaveTextContent('2 notes will be added (1 of them encrypted in this browser)');
    expect(dialog).toHaveTextContent('1 note will be skipped');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 notes' }));
    await waitFor(() => expect(net.callsTo('POST /api/notes/import')).toHaveLength(1));
    const sent = (net.callsTo('POST /api/notes/import')[0]!.body as { notes: Array<Record<string, unknown>> })
      .notes;
    expect(sent[0]).toMatchObject({ note: 'A new regular note', isEncrypted: false });
    expect(sent[1]).toMatchObject({ isEncrypted: true });
    expect(JSON.stringify(sent[1])).not.toContain('A new secret');
    expect(await screen.findByText('Backup imported')).toBeInTheDocument();
  }, 30_000);

  it('says in the import dialog when the notes would pass a storage bound, and that nothing was added', async () => {
    const message = 'These 2 notes would take your account past 100 MB of notes; nothing was added.';
    net.on('POST /api/notes/import', {
      status: 409,
      body: { statusCode: 409, code: 'storage_limit', message },
    });
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Offsets get slow');
    // The account's encrypted notes are compared too, so the import needs them unlocked.
    await unlock();
    await screen.findByText('Photosynthesis happens in the chloroplast', {}, { timeout: 5000 });
    const backup = {
      format: 'stillframe-notes-backup',
      version: 1,
      exportedAt: '2026-11-23T10:00:00.000Z',
      notes: [
        { note: 'A new regular note', videoId: 'abcDEF12345', timestamp: 12 },
        { note: 'Another new note', videoId: 'abcDEF12345', timestamp: 14 },
      ],
    };
    const file = new File([JSON.stringify(backup)], 'backup.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Backup file to import'), file);
    const dialog = (await screen.findByText('Import notes', {}, { timeout: 5000 })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 notes' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByText('Backup imported')).not.toBeInTheDocument();
  }, 30_000);

  it("says the storage bound's message when an edit would pass it, keeping the editor open", async () => {
    const message = 'Your notes can take at most 100 MB; this change would add 2 MB. Nothing was changed.';
    net.on('PUT /api/notes/reg-2', {
      status: 409,
      body: { statusCode: 409, code: 'storage_limit', message },
    });
    renderWithProviders(<NotesScreen />);
    const row = (await screen.findByText('Offsets get slow')).closest('.sf-note-row') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit note' }));
    const editor = await screen.findByLabelText('Edit note', { selector: 'textarea' });
    await userEvent.type(editor, ' and slower');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Failed to update note')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit note', { selector: 'textarea' })).toHaveValue(
      'Offsets get slow and slower',
    );
  }, 30_000);

  it('refuses a file that is not a backup, and one too big, with a clear message', async () => {
    renderWithProviders(<NotesScreen />);
    await screen.findByText('Offsets get slow');
    await userEvent.upload(
      screen.getByLabelText('Backup file to import'),
      new File(['{"format":"other"}'], 'x.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(/This is not a Stillframe notes backup/)).toBeInTheDocument();
    const big = new File(['x'], 'big.json', { type: 'application/json' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Backup file to import'), big);
    expect(await screen.findByText(/This file is too big/)).toBeInTheDocument();
    expect(net.callsTo('POST /api/notes/import')).toHaveLength(0);
  });

  it('draws only the rows near the viewport for a long list', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'listitem' ? 40 : 0;
    });
    notes = Array.from({ length: 1000 }, (_, index) =>
      aNote({ id: `n-${index}`, note: `Note number ${index}`, timestamp: index }),
    );
    renderWithProviders(<NotesScreen />);
    expect(await screen.findByText('Note number 0', {}, { timeout: 5000 })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '1001');
    expect(screen.queryByText('Note number 999')).not.toBeInTheDocument();
  });
});
