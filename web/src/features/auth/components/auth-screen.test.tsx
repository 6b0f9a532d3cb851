import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Storage } from '@/config/constants';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aUser, unauthorized } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AuthScreen } from './auth-screen';
import { fillIn } from '@/testing/user-input';

const renderAuth = () =>
  renderWithProviders(<AuthScreen />, { route: '/auth', path: '/auth', extraRoutes: { '/': <p>Home</p> } });

describe('AuthScreen', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/auth/user': unauthorized,
      'GET /api/auth/encryption-salt': {
        body: {
          encryptionSalt: 'AAAAAAAAAAAAAAAAAAAAAA==',
          kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
          encryptionKey: null,
        },
      },
      'POST /api/auth/encryption-key': (request) => ({
        body: {
          encryptionSalt: 'AAAAAAAAAAAAAAAAAAAAAA==',
          kdf: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 1000 },
          encryptionKey: request.body,
        },
      }),
    }).install();
  });

  it('offers both tabs, the marketing points and a way back', async () => {
    renderAuth();
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByText('Basic video search')).toBeInTheDocument();
    expect(screen.getByText('No algorithmic recommendations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return without logging in/ })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('signs in with a normalised email, stores the user (never the password) and goes home', async () => {
    let release: () => void = () => undefined;
    net.on(
      'POST /api/auth/login',
      () => new Promise((resolve) => (release = () => resolve({ body: { user: aUser() } }))),
    );
    renderAuth();
    await fillIn(await screen.findByLabelText('Email'), '  Ada@Example.COM ');
    await fillIn(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: /Signing In\.\.\./ })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(window.localStorage.getItem(Storage.userKey)).toContain('ada@example.com');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('correct horse');
    // The note key is set up from the password held in memory.
    await waitFor(() => expect(net.callsTo('POST /api/auth/encryption-key')).toHaveLength(1));
  });

  it("shows 'Login failed' with the server's text", async () => {
    net.on('POST /api/auth/login', {
      status: 401,
      body: { statusCode: 401, code: 'invalid_credentials', message: 'Invalid email or password' },
    });
    renderAuth();
    await fillIn(await screen.findByLabelText('Email'), 'ada@example.com');
    await fillIn(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('registers with a confirmation and goes home', async () => {
    net.on('POST /api/auth/register', { status: 201, body: { user: aUser() } });
    renderAuth();
    await userEvent.click(await screen.findByRole('tab', { name: 'Create Account' }));
    const panel = screen.getByRole('tabpanel');
    const [email, password, confirm] = ['Email', 'Password', 'Confirm Password'].map((label) =>
      panel.querySelector<HTMLInputElement>(
        `input#register_${label === 'Email' ? 'email' : label === 'Password' ? 'password' : 'confirmPassword'}`,
      )!,
    );
    await fillIn(email!, 'New@Example.com');
    await fillIn(password!, 'long enough');
    await fillIn(confirm!, 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
    });
  });
});
