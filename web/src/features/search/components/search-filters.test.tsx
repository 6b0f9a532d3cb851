import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch, type FakeFetch, type FakeRequest } from '@/testing/fake-fetch';
import { aChannelSearchItem, aPlaylistSearchItem, aSearchItem, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SearchScreen } from './search-screen';

/** Answers by the type asked for, as the API does. */
function byType(request: FakeRequest) {
  const type = request.query.get('type');
  if (type === 'channel')
    return { body: { items: [aChannelSearchItem('UCbreadbreadbreadbreadbr', 'Slow Bread')] } };
  if (type === 'playlist')
    return { body: { items: [aPlaylistSearchItem('PLbreadBestOf', 'Best of Slow Bread')] } };
  return { body: { items: [aSearchItem('vid0000001', 'A loaf a day')] } };
}

const location = () => new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]);
const lastSearch = (net: FakeFetch) => net.callsTo('GET /api/youtube/search').at(-1)?.query;

describe('search filters', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/auth/user': {
        body: { user: aUser({ defaultSearchOrder: 'viewCount', defaultSearchDuration: 'long' }) },
      },
      'GET /api/youtube/search': byType,
    }).install();
  });

  it('opens with the filters of the URL in view, and finds channels that open the channel screen', async () => {
    renderWithProviders(<SearchScreen />, {
      route: '/search?q=bread&type=channel&date=week',
      path: '/search',
    });
    const card = await screen.findByTestId('channel-result');
    expect(card).toHaveAttribute('href', '/channel/UCbreadbreadbreadbreadbr');
    expect(within(card).getByText('Slow Bread')).toBeInTheDocument();
    const query = lastSearch(net);
    expect(query?.get('type')).toBe('channel');
    expect(query?.get('uploadDate')).toBe('week');
    // The saved order applies; duration (a video filter) is not asked for.
    expect(query?.get('order')).toBe('viewCount');
    expect(query?.has('videoDuration')).toBe(false);

    expect(await screen.findByRole('group', { name: 'Search filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('checkbox', { name: 'Captions' })).toBeDisabled();
    expect(screen.getByText('Duration and features apply to videos only.')).toBeInTheDocument();
  });

  it('puts features in the URL and the call, by keyboard, starting again at page 1', async () => {
    renderWithProviders(<SearchScreen />, { route: '/search?q=bread&page=1', path: '/search' });
    await screen.findByText('A loaf a day');
    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    const captions = await screen.findByRole('checkbox', { name: 'Captions' });
    captions.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('checkbox', { name: '360°' }));
    await waitFor(() => expect(location().get('features')).toBe('captions,360'));
    await waitFor(() => expect(lastSearch(net)?.get('features')).toBe('captions,360'));
    expect(lastSearch(net)?.get('videoDuration')).toBe('long');
    expect(screen.getByText(/4K is not offered/)).toBeInTheDocument();
  });

  it('finds playlists that open in Stillframe, and drops features when the type changes', async () => {
    renderWithProviders(<SearchScreen />, { route: '/search?q=bread&features=hd', path: '/search' });
    await screen.findByText('A loaf a day');
    expect(lastSearch(net)?.get('features')).toBe('hd');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByTitle('Playlists'));
    const card = await screen.findByTestId('playlist-result');
    expect(card).toHaveAttribute('href', '/youtube-playlist/PLbreadBestOf');
    expect(location().get('type')).toBe('playlist');
    expect(location().has('features')).toBe(false);
    expect(lastSearch(net)?.has('features')).toBe(false);
  });
});
