import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Storage } from '@/config/constants';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aStatus, aUser, anAdmin, noSubscription, unauthorized } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { GatedRoute } from './gated-route';
import { RequireAuth } from './require-auth';

const gated = (
  <GatedRoute>
    <p>Secret search screen</p>
  </GatedRoute>
);

const renderGated = () =>
  renderWithProviders(gated, {
    route: '/search',
    path: '/search',
    extraRoutes: {
      '/auth': <p>Auth screen</p>,
      '/subscribe': <p>Subscribe screen</p>,
      '/settings': <p>Settings screen</p>,
    },
  });

describe('GatedRoute', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({ 'GET /api/subscription/plans': { body: [] } }).install();
  });

  it('sends anonymous visitors to /auth', async () => {
    net.on('GET /api/auth/user', unauthorized);
    renderGated();
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
    expect(screen.queryByText('Secret search screen')).not.toBeInTheDocument();
    expect(net.callsTo('GET /api/subscription/status')).toHaveLength(0);
  });

  it('shows a spinner while access is being determined', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    net.on('GET /api/auth/user', { body: { user: aUser() } });
    net.on('GET /api/subscription/status', () => new Promise((resolve) => (answer = resolve)));
    renderGated();
    expect(await screen.findByRole('status')).toHaveTextContent('Checking access');
    await waitFor(() => expect(net.callsTo('GET /api/subscription/status')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Checking access');
    expect(screen.queryByText('Secret search screen')).not.toBeInTheDocument();
    answer({ body: aStatus() });
    expect(await screen.findByText('Secret search screen')).toBeInTheDocument();
  });

  it('shows Subscription Required to a signed-in user without a subscription', async () => {
    net.on('GET /api/auth/user', { body: { user: aUser() } });
    net.on('GET /api/subscription/status', { body: noSubscription() });
    renderGated();
    expect(await screen.findByRole('heading', { name: 'Subscription Required' })).toBeInTheDocument();
    expect(screen.getByText('$5.00/month')).toBeInTheDocument();
    expect(screen.getByText(/30-day money-back guarantee/)).toBeInTheDocument();
    expect(screen.queryByText('Secret search screen')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
  });

  it('offers the way to settings from Subscription Required', async () => {
    net.on('GET /api/auth/user', { body: { user: aUser() } });
    net.on('GET /api/subscription/status', { body: noSubscription() });
    renderGated();
    await userEvent.click(await screen.findByRole('button', { name: 'Account Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('treats a free trial as inactive', async () => {
    net.on('GET /api/auth/user', { body: { user: aUser() } });
    net.on('GET /api/subscription/status', { body: aStatus({ status: 'trialing' }) });
    renderGated();
    expect(await screen.findByRole('heading', { name: 'Subscription Required' })).toBeInTheDocument();
  });

  it('lets a subscriber in', async () => {
    net.on('GET /api/auth/user', { body: { user: aUser() } });
    net.on('GET /api/subscription/status', { body: aStatus() });
    renderGated();
    expect(await screen.findByText('Secret search screen')).toBeInTheDocument();
  });

  it('lets admins bypass the check without fetching the subscription status', async () => {
    net.on('GET /api/auth/user', { body: { user: anAdmin() } });
    renderGated();
    expect(await screen.findByText('Secret search screen')).toBeInTheDocument();
    expect(net.callsTo('GET /api/subscription/status')).toHaveLength(0);
  });

  it('uses the cached user at once, and clears it when the server says 401', async () => {
    window.localStorage.setItem(
      Storage.userKey,
      JSON.stringify({ user: aUser(), expiresAt: Date.now() + 60_000 }),
    );
    net.on('GET /api/auth/user', unauthorized);
    net.on('GET /api/subscription/status', { body: aStatus() });
    renderGated();
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(window.localStorage.getItem(Storage.userKey)).toBeNull();
  });
});

describe('RequireAuth', () => {
  it('sends anonymous visitors to /auth and lets signed-in users through', async () => {
    const net = createFakeFetch({ 'GET /api/auth/user': unauthorized }).install();
    const view = renderWithProviders(
      <RequireAuth>
        <p>Settings</p>
      </RequireAuth>,
      {
        route: '/settings',
        path: '/settings',
        extraRoutes: { '/auth': <p>Auth screen</p> },
      },
    );
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    view.unmount();

    net.on('GET /api/auth/user', { body: { user: aUser() } });
    renderWithProviders(
      <RequireAuth>
        <p>Settings</p>
      </RequireAuth>,
      { route: '/settings', path: '/settings' },
    );
    await waitFor(() => expect(screen.getByText('Settings')).toBeInTheDocument());
  });
});
