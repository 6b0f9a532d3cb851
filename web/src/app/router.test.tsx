import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteKeyProvider } from '@/lib/encryption/note-key-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { createFakeFetch } from '@/testing/fake-fetch';
import { unauthorized } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/render';
import { routeObjects } from './router';

/** The app's own route table in a memory router, with the app's providers (app/provider.tsx). */
function renderApp(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeProvider>
        <NoteKeyProvider>
          <RouterProvider router={router} />
        </NoteKeyProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

// Screens past the first pages load through routes/later-screens.ts (docs/decisions/0019-light-first-page.md).
describe('the route table, for a visitor', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // The layout's ScrollRestoration scrolls on every navigation; jsdom has no scrolling.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    createFakeFetch({
      'GET /api/auth/user': unauthorized,
      'GET /api/quotes/random': { body: [{ q: 'Be still.', a: 'Someone' }] },
      'GET /api/unsplash/random': { status: 204 },
    }).install();
  });

  it('shows the backdrop at /', async () => {
    renderApp('/');
    expect(await screen.findByText('“Be still.”')).toBeInTheDocument();
  });

  it.each([
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/no-such-page', 'Page not found'],
  ])('loads the screen of %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('loads the sign-in screen at /auth', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each(['/account', '/admin', '/admin/users', '/settings', '/favorites'])(
    'sends a visitor from %s to /auth',
    async (path) => {
      const router = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    },
  );
});
