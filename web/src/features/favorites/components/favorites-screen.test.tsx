import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { FavoritesScreen } from './favorites-screen';

const aFavorite = (n: number) => ({
  id: `UC${String(n).padStart(22, '0')}`,
  title: `Channel ${n}`,
  thumbnailUrl: '',
  subscriberCount: '',
  description: '',
  createdAt: '2026-11-01T10:00:00.000Z',
});

/** 70 favourites, newest first, served a page at a time by cursor like the library does. */
const ALL = Array.from({ length: 70 }, (_, n) => aFavorite(n));
function pagedFavorites() {
  return createFakeFetch({
    'GET /api/auth/user': { body: { user: aUser() } },
    'GET /api/favorites': (request) => {
      const start = Number(request.query.get('cursor') ?? '0');
      const limit = Number(request.query.get('limit') ?? '100');
      const end = Math.min(start + limit, ALL.length);
      return { body: { items: ALL.slice(start, end), nextCursor: end < ALL.length ? String(end) : null } };
    },
  }).install();
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

// Dozens of antd cards render slowly on a busy machine: a generous bound, never a timed assertion.
describe('the favourites screen', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest page and loads the next one with "Show more", never the whole list at once', async () => {
    const net = pagedFavorites();
    renderWithProviders(<FavoritesScreen />);
    expect(await screen.findByText('Channel 0', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByText('Channel 30')).not.toBeInTheDocument();
    expect(net.callsTo('GET /api/favorites')).toHaveLength(1);
    expect(net.callsTo('GET /api/favorites')[0]?.query.get('limit')).toBe('30');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Channel 30', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(net.callsTo('GET /api/favorites')[1]?.query.get('cursor')).toBe('30');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Channel 69', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('exports every favourite, reading the pages the screen has not shown', async () => {
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:favorites';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const net = pagedFavorites();
    renderWithProviders(<FavoritesScreen />);
    await screen.findByText('Channel 0', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const text = await blobText(createObjectURL.mock.calls[0]![0] as Blob);
    expect(text).toContain(ALL[0]!.id);
    expect(text).toContain(ALL[69]!.id);
    expect(text.trim().split('\n')).toHaveLength(71);
    const exportCalls = net.callsTo('GET /api/favorites').slice(1);
    expect(exportCalls.map((call) => call.query.get('limit'))).toEqual(['500']);
  });
});
