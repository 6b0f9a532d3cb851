import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { RegisterForm } from './register-form';
import { fillIn } from '@/testing/user-input';

const salt = 'AAAAAAAAAAAAAAAAAAAAAA==';
const kdf = { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 };

describe('RegisterForm', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'POST /api/auth/register': errorReply(409, 'email_taken', 'This email is already registered'),
      // The new account's note key is set up right after registration.
      'GET /api/auth/encryption-salt': { body: { encryptionSalt: salt, kdf, encryptionKey: null } },
      'POST /api/auth/encryption-key': (request) => ({
        body: { encryptionSalt: salt, kdf, encryptionKey: request.body },
      }),
    }).install();
  });

  it('clears the error toast of a failed attempt and confirms the account once it is created', async () => {
    let succeeded = false;
    renderWithProviders(<RegisterForm onSuccess={() => (succeeded = true)} />);
    await fillIn(screen.getByLabelText('Email'), 'ada@example.com');
    await fillIn(screen.getByLabelText('Password'), 'long password');
    await fillIn(screen.getByLabelText('Confirm Password'), 'long password');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();

    net.on('POST /api/auth/register', { status: 201, body: { user: aUser() } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registration failed')).not.toBeInTheDocument());
    expect(succeeded).toBe(true);
  });
});
