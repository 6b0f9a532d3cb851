import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoteShare } from '@stillframe/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { Storage } from '@/config/constants';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
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
    expect(net.callsTo('GET /api/note-shares')).toHaveLength(0);
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

describe('GatedRoute, for a user whose plan ended (docs/decisions/0031-data-stays-yours.md)', () => {
  const forest: NoteShare = {
    token: 'F'.repeat(43),
    videoId: 'abcDEF12345',
    videoTitle: 'Forest walk',
    createdAt: '2026-03-04T12:00:00.000Z',
  };
  const river: NoteShare = { ...forest, token: 'R'.repeat(43), videoId: 'rivRIV12345', videoTitle: 'River' };
  let net: FakeFetch;
  let links: NoteShare[];
  beforeEach(() => {
    links = [forest, river];
    net = createFakeFetch({
      'GET /api/subscription/plans': { body: [] },
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: noSubscription() },
      'GET /api/note-shares': () => ({ body: links }),
    }).install();
    net.on(`DELETE /api/note-shares/${forest.token}`, () => {
      links = links.filter((link) => link.token !== forest.token);
      return { body: { success: true } };
    });
  });

  it('lists the share links they made on Subscription Required, and revokes one', async () => {
    renderGated();
    const section = await screen.findByRole('region', { name: 'Your notes and links stay yours' });
    expect(within(section).getByText(/show nothing while you have no subscription/)).toBeInTheDocument();
    expect(within(section).getByText(/Account Settings/)).toBeInTheDocument();
    const row = within(section).getByText('Forest walk').closest('li') as HTMLElement;
    expect(row).toHaveTextContent('abcDEF12345');
    expect(row).toHaveTextContent('Mar 4, 2026');
    expect(within(section).getByText('River')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Revoke this link?').length).toBeGreaterThan(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(net.callsTo(`DELETE /api/note-shares/${forest.token}`)).toHaveLength(1));
    await waitFor(() => expect(within(section).queryByText('Forest walk')).not.toBeInTheDocument());
    expect(within(section).getByText('River')).toBeInTheDocument();
    expect(await screen.findByText('Share link revoked')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscription Required' })).toBeInTheDocument();
  });

  it('keeps the link listed, and says why, when the revoke is refused', async () => {
    net.on(
      `DELETE /api/note-shares/${river.token}`,
      errorReply(503, 'service_unavailable', 'The library is not answering; try again in a minute'),
    );
    renderGated();
    const section = await screen.findByRole('region', { name: 'Your notes and links stay yours' });
    const row = within(section).getByText('River').closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(
      await screen.findByText('The library is not answering; try again in a minute'),
    ).toBeInTheDocument();
    expect(within(section).getByText('River')).toBeInTheDocument();
    expect(within(section).getByText('Forest walk')).toBeInTheDocument();
  });

  it('takes them to Account Settings for the export and the account deletion', async () => {
    renderGated();
    const section = await screen.findByRole('region', { name: 'Your notes and links stay yours' });
    await userEvent.click(within(section).getByRole('link', { name: 'Account Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('shows no such section to a user without links', async () => {
    links = [];
    const { queryClient } = renderGated();
    expect(await screen.findByRole('heading', { name: 'Subscription Required' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(['note-shares'])?.status).toBe('success'));
    expect(net.callsTo('GET /api/note-shares')).toHaveLength(1);
    expect(screen.queryByText('Your notes and links stay yours')).not.toBeInTheDocument();
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
