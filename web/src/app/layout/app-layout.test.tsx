import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@stillframe/contracts';
import { NoteKeyProvider } from '@/lib/encryption/note-key-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aPastDueStatus, aUser, anAdmin, unauthorized } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/render';
import { AppLayout } from './app-layout';

/** The layout around a plain screen, in a data router (its ScrollRestoration needs one). */
function renderLayout() {
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: '/', element: <p>The screen</p> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider>
        <NoteKeyProvider>
          <RouterProvider router={router} />
        </NoteKeyProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the payment banner in the layout', () => {
  let network: FakeFetch;
  const signedInAs = (user: User | null) =>
    network.on('GET /api/auth/user', user ? { body: { user } } : unauthorized);

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    network = createFakeFetch({
      'GET /api/subscription/status': { body: aPastDueStatus() },
    }).install();
  });

  it('sits below the header and before the screen, so Tab reaches it after the header', async () => {
    signedInAs(aUser());
    renderLayout();
    const region = await screen.findByRole('region', { name: 'Payment issue' });
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main).toHaveTextContent('The screen');
  });

  it('on closing, hands the focus on to the screen', async () => {
    signedInAs(aUser());
    renderLayout();
    const region = await screen.findByRole('region', { name: 'Payment issue' });
    region.querySelector<HTMLButtonElement>('[aria-label="Dismiss payment notice"]')!.click();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Payment issue' })).not.toBeInTheDocument();
  });

  it.each([
    ['an administrator', anAdmin()],
    ['a visitor', null],
  ])('is never shown to %s, who has no subscription', async (_, user) => {
    signedInAs(user);
    renderLayout();
    await waitFor(() => expect(network.callsTo('GET /api/auth/user')).toHaveLength(1));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Payment issue' })).not.toBeInTheDocument();
    expect(network.callsTo('GET /api/subscription/status')).toHaveLength(0);
  });
});
