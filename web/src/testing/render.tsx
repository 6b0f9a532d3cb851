import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NoteKeyProvider } from '@/lib/encryption/note-key-provider';
import { AntdTheme } from '@/lib/theme/antd-theme';
import { ThemeProvider } from '@/lib/theme/theme-provider';

/** The query clients of the running test, settled after it (settleTestQueries). */
const clientsOfTheTest = new Set<QueryClient>();

export function createTestQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: 0 } },
  });
  clientsOfTheTest.add(client);
  return client;
}

/**
 * Waits, after a test, for the calls its queries still had in flight, up to `limitMs` (a test may hold
 * an answer back on purpose). A query started by the test's last render makes its call some turns of
 * the event loop later; a test that ended at once left it to land in the next test's fake network, and
 * the next file's first test counted it as its own.
 */
export async function settleTestQueries(limitMs = 500): Promise<void> {
  const deadline = Date.now() + limitMs;
  const busy = () => [...clientsOfTheTest].some((client) => client.isFetching() + client.isMutating() > 0);
  while (busy() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5));
  clientsOfTheTest.clear();
}

/** Shows where the router ended up, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface Options {
  route?: string;
  /** The route pattern `ui` is mounted at; other paths render their name, so redirects can be asserted. */
  path?: string;
  extraRoutes?: Record<string, ReactNode>;
  queryClient?: QueryClient;
}

/** Renders with the app's providers (queries, theme and toasts, note key) and antd's theme (as app/router.tsx gives each antd screen) inside a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', path = '*', extraRoutes = {}, queryClient = createTestQueryClient() }: Options = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <NoteKeyProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={<AntdTheme>{ui}</AntdTheme>} />
              {Object.entries(extraRoutes).map(([extraPath, element]) => (
                <Route key={extraPath} path={extraPath} element={element} />
              ))}
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </NoteKeyProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
