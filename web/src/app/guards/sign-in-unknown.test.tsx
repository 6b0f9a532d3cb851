import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeUser } from '@/lib/auth/user-storage';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
import { aStatus, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SignInUnknownBanner } from '../layout/sign-in-unknown-banner';
import { GatedRoute } from './gated-route';
import { RequireAuth } from './require-auth';

const serverError = errorReply(500, 'internal', 'Something went wrong');

function renderProtected(guard: 'gated' | 'login-only') {
  const screenText = <p>Protected screen</p>;
  return renderWithProviders(
    <>
      <SignInUnknownBanner />
      {guard === 'gated' ? <GatedRoute>{screenText}</GatedRoute> : <RequireAuth>{screenText}</RequireAuth>}
    </>,
    { route: '/notes', path: '/notes', extraRoutes: { '/auth': <p>Auth screen</p> } },
  );
}

describe('when GET /api/auth/user fails with a 5xx', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/auth/user': serverError,
      'GET /api/subscription/status': { body: aStatus() },
    }).install();
  });

  it.each([['gated' as const], ['login-only' as const]])(
    'keeps the last known user on a %s screen and shows a banner, without going to /auth',
    async (guard) => {
      storeUser(aUser());
      renderProtected(guard);
      expect(await screen.findByRole('alert')).toHaveTextContent('your sign-in could not be checked');
      expect(screen.getByText('Protected screen')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/notes');
      expect(window.localStorage.getItem('stillframe.user')).not.toBeNull();
    },
  );

  it('with no known user, says the check failed and retries on demand instead of going to /auth', async () => {
    renderProtected('gated');
    expect(await screen.findByText('We could not check your sign-in')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/notes');

    net.on('GET /api/auth/user', { body: { user: aUser() } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('Protected screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('still treats a 401 as signed out', async () => {
    storeUser(aUser());
    net.on('GET /api/auth/user', errorReply(401, 'unauthorized', 'Sign in first'));
    renderProtected('gated');
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(window.localStorage.getItem('stillframe.user')).toBeNull();
  });
});
