import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShortcutsDialog } from '@/features/watch/components/shortcuts-dialog';
import { createNoteKey, deriveWrappingKey } from '@/lib/crypto';
import { toBase64 } from '@/lib/crypto/encoding';
import { useNoteKey } from '@/lib/encryption/note-key-context';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AppHeader } from './app-header';

const user = aUser();
const salt = toBase64(new Uint8Array(16).fill(7));

/** What the sign-in form does with the password: the note key is set up without a word. */
function SignedInHere() {
  const { rememberPassword, noteKey } = useNoteKey();
  return (
    <>
      <button type="button" onClick={() => rememberPassword(user.id, 'correct horse')}>
        sign in
      </button>
      <input aria-label="search" />
      <p>{noteKey ? 'key held' : 'no key'}</p>
    </>
  );
}

vi.setConfig({ testTimeout: 15_000 });

describe('locking the encrypted notes', () => {
  beforeEach(async () => {
    const { wrapped } = await createNoteKey(
      await deriveWrappingKey('correct horse', { salt, iterations: 1000 }),
    );
    createFakeFetch({
      'GET /api/auth/user': { body: { user } },
      'GET /api/subscription/status': { body: aStatus() },
      'GET /api/auth/encryption-salt': {
        body: {
          encryptionSalt: salt,
          kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
          encryptionKey: wrapped,
        },
      },
    }).install();
  });

  const signIn = async () => {
    renderWithProviders(
      <>
        <AppHeader />
        <SignedInHere />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'sign in' }));
    return screen.findByRole('button', { name: 'Lock encrypted notes' }, { timeout: 10_000 });
  };

  it('says in the header that signing in unlocked them, and its button locks them', async () => {
    const lock = await signIn();
    expect(lock).toHaveAccessibleDescription('Your encrypted notes are readable in this tab.');
    expect(screen.getByText('key held')).toBeInTheDocument();
    await userEvent.click(lock);
    expect(await screen.findByText('no key')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock encrypted notes' })).not.toBeInTheDocument();
  });

  it('locks with Shift+L anywhere, but not while typing', async () => {
    await signIn();
    await userEvent.type(screen.getByRole('textbox', { name: 'search' }), 'L');
    expect(screen.getByText('key held')).toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('l');
    expect(screen.getByText('key held')).toBeInTheDocument();
    await userEvent.keyboard('{Shift>}L{/Shift}');
    expect(await screen.findByText('no key')).toBeInTheDocument();
  });

  it('offers Lock in the account menu only while the notes are unlocked', async () => {
    await signIn();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Lock encrypted notes' }));
    expect(await screen.findByText('no key')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeVisible());
    expect(screen.queryByRole('menuitem', { name: 'Lock encrypted notes' })).not.toBeInTheDocument();
  });

  it('is listed in the keyboard shortcuts', async () => {
    renderWithProviders(<ShortcutsDialog open onClose={() => {}} />);
    const row = (await screen.findByText(/^Lock encrypted notes/)).closest('tr');
    expect(row).toHaveTextContent('Shift + L');
  });
});
