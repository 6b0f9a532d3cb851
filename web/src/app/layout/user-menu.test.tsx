import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeleteAccountDialog } from '@/features/settings/components/delete-account-dialog';
import { setCurrentUser } from '@/lib/auth/current-user';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aStatus, aUser } from '@/testing/fixtures';
import { createTestQueryClient, LocationProbe } from '@/testing/render';
import { NoteKeyProvider } from '@/lib/encryption/note-key-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { GatedRoute } from '../guards/gated-route';
import { UserMenu } from './user-menu';
import { fillIn } from '@/testing/user-input';

const user = aUser();
let authScreenShown = false;
function AuthScreenSeen() {
  authScreenShown = true;
  return <p>auth screen</p>;
}

/** The app's kind of router (a data router), with /auth and / beside the screen under test. */
function renderAt(path: string, screenUnderTest: ReactNode, queryClient = createTestQueryClient()) {
  const withProbe = (element: ReactNode) => (
    <>
      {element}
      <LocationProbe />
    </>
  );
  const router = createMemoryRouter(
    [
      { path, element: withProbe(screenUnderTest) },
      { path: '/auth', element: withProbe(<AuthScreenSeen />) },
      { path: '/', element: withProbe(<p>home screen</p>) },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <NoteKeyProvider>
          <RouterProvider router={router} />
        </NoteKeyProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const notesScreenWithMenu = (
  <>
    <UserMenu user={user} />
    <GatedRoute>
      <p>notes screen</p>
    </GatedRoute>
  </>
);

describe('the account menu', () => {
  let net: FakeFetch;
  beforeEach(() => {
    authScreenShown = false;
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user } },
      'GET /api/subscription/status': { body: aStatus() },
      'POST /api/auth/logout': { body: { success: true } },
      'DELETE /api/auth/delete-account': { body: { success: true } },
    }).install();
  });

  it('opens from the keyboard and logs out straight to / without showing /auth', async () => {
    renderAt('/notes', notesScreenWithMenu);
    expect(await screen.findByText('notes screen')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(authScreenShown).toBe(false);
  });

  it('does not show /auth when another call answers 401 while logging out', async () => {
    const queryClient = createTestQueryClient();
    // The session ends at the server first: a call still in flight then answers 401 and clears the user.
    net.on('POST /api/auth/logout', async () => {
      setCurrentUser(queryClient, null);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: { success: true } };
    });
    renderAt('/notes', notesScreenWithMenu, queryClient);
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(authScreenShown).toBe(false);
  });

  it('goes straight to / after the account is deleted', async () => {
    renderAt(
      '/settings',
      <GatedRoute>
        <DeleteAccountDialog open onClose={() => {}} />
      </GatedRoute>,
    );
    await fillIn(await screen.findByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('stillframe.user')).toBeNull());
    expect(authScreenShown).toBe(false);
  });
});
