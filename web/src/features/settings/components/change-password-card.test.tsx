import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WrappedKey } from '@stillframe/contracts';
import { createNoteKey, decryptText, deriveWrappingKey, encryptText, unwrapNoteKey } from '@/lib/crypto';
import { toBase64 } from '@/lib/crypto/encoding';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordCard } from './change-password-card';
import { fillIn } from '@/testing/user-input';

const salt = toBase64(new Uint8Array(16).fill(3));
const kdf = { salt, iterations: 1000 };
const saltBody = (encryptionKey: WrappedKey | null) => ({
  encryptionSalt: salt,
  kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
  encryptionKey,
});

async function fill(current: string, next: string, confirm: string) {
  if (current) await fillIn(screen.getByLabelText('Current Password'), current);
  if (next) await fillIn(screen.getByLabelText('New Password'), next);
  if (confirm) await fillIn(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordCard', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/auth/encryption-salt': { body: saltBody(null) },
      'POST /api/auth/change-password': { body: { success: true } },
    }).install();
  });

  it.each([
    ['', 'new-password', 'new-password', 'Missing fields', 'Please fill in all password fields.'],
    [
      'old-password',
      'new-password',
      'other-password',
      "Passwords don't match",
      "New password and confirmation don't match.",
    ],
    [
      'old-password',
      'short',
      'short',
      'Password too short',
      'New password must be at least 8 characters long.',
    ],
  ])('rejects %j / %j / %j with %s', async (current, next, confirm, title, description) => {
    renderWithProviders(<ChangePasswordCard />);
    await fill(current, next, confirm);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password without a key when no note key exists yet', async () => {
    renderWithProviders(<ChangePasswordCard />);
    await fill('old-password', 'new-password', 'new-password');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('re-wraps the note key under the new password, so existing notes stay readable', async () => {
    const { noteKey, wrapped } = await createNoteKey(await deriveWrappingKey('old-password', kdf));
    const oldNote = await encryptText(noteKey, 'written before the change');
    net.on('GET /api/auth/encryption-salt', { body: saltBody(wrapped) });

    renderWithProviders(<ChangePasswordCard />);
    await fill('old-password', 'new-password', 'new-password');
    await waitFor(() => expect(net.callsTo('POST /api/auth/change-password')).toHaveLength(1));

    const body = net.callsTo('POST /api/auth/change-password')[0]?.body as { encryptionKey: WrappedKey };
    expect(body.encryptionKey.wrappedKey).not.toBe(wrapped.wrappedKey);
    const reopened = await unwrapNoteKey(body.encryptionKey, await deriveWrappingKey('new-password', kdf));
    expect(await decryptText(reopened, oldNote)).toBe('written before the change');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('refuses when the current password does not open the note key', async () => {
    const { wrapped } = await createNoteKey(await deriveWrappingKey('old-password', kdf));
    net.on('GET /api/auth/encryption-salt', { body: saltBody(wrapped) });
    renderWithProviders(<ChangePasswordCard />);
    await fill('not-my-password', 'new-password', 'new-password');
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it("shows the server's message when the change fails", async () => {
    net.on('POST /api/auth/change-password', {
      status: 403,
      body: { statusCode: 403, code: 'incorrect_password', message: 'Current password is wrong' },
    });
    renderWithProviders(<ChangePasswordCard />);
    await fill('old-password', 'new-password', 'new-password');
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(screen.getByText('Current password is wrong')).toBeInTheDocument();
  });
});
