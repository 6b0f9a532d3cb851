import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch, type FakeFetch, type FakeRequest } from '@/testing/fake-fetch';
import { aSearchItem, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SearchScreen } from './search-screen';
import { fillIn } from '@/testing/user-input';

/** Three pages: tokens P2 and P3 lead on, page 3 has no next token. */
function pages(request: FakeRequest) {
  const token = request.query.get('pageToken');
  if (!token)
    return { body: { items: [aSearchItem('vid0000001', 'Rock &amp; Roll page one')], nextPageToken: 'P2' } };
  if (token === 'P2')
    return { body: { items: [aSearchItem('vid0000002', 'Second page video')], nextPageToken: 'P3' } };
  return { body: { items: [aSearchItem('vid0000003', 'Third page video')] } };
}

const searchCalls = (net: FakeFetch) => net.callsTo('GET /api/youtube/search');

describe('SearchScreen', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/auth/user': {
        body: { user: aUser({ defaultSearchOrder: 'viewCount', defaultSearchDuration: 'long' }) },
      },
      'GET /api/youtube/search': pages,
    }).install();
  });

  it('ignores a blank query and trims and sanitises the rest', async () => {
    renderWithProviders(<SearchScreen />, { route: '/search', path: '/search' });
    const box = screen.getByPlaceholderText('Search for videos...');
    await fillIn(box, '    ');
    await userEvent.keyboard('{Enter}');
    expect(searchCalls(net)).toHaveLength(0);

    await fillIn(box, '  <b>lofi</b>  rain ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchCalls(net)).toHaveLength(1));
    expect(searchCalls(net)[0]?.query.get('q')).toBe('lofi rain');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=lofi+rain');
  });

  it("uses the user's default filters", async () => {
    renderWithProviders(<SearchScreen />, { route: '/search?q=forest', path: '/search' });
    await waitFor(() => expect(searchCalls(net).at(-1)?.query.get('order')).toBe('viewCount'));
    expect(searchCalls(net).at(-1)?.query.get('videoDuration')).toBe('long');
  });

  it('pages forward with the next token and back through the token history', async () => {
    renderWithProviders(<SearchScreen />, { route: '/search?q=forest', path: '/search' });
    expect(await screen.findByText('Rock & Roll page one')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByText('4:05')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Second page video')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(searchCalls(net).at(-1)?.query.get('pageToken')).toBe('P2');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Third page video')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Second page video')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('starts again at page 1 when a filter changes', async () => {
    renderWithProviders(<SearchScreen />, { route: '/search?q=forest', path: '/search' });
    await screen.findByText('Rock & Roll page one');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Page 2');

    await userEvent.click(screen.getByRole('button', { name: 'Show Filters' }));
    await userEvent.click(await screen.findByLabelText('Duration'));
    await userEvent.click(await screen.findByTitle('Short (under 4 min)'));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    const last = searchCalls(net).at(-1);
    expect(last?.query.get('videoDuration')).toBe('short');
    expect(last?.query.has('pageToken')).toBe(false);
  });

  it("shows 'No videos found' for an empty result", async () => {
    net.on('GET /api/youtube/search', { body: { items: [] } });
    renderWithProviders(<SearchScreen />, { route: '/search?q=nothing', path: '/search' });
    expect(await screen.findByText('No videos found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search query')).toBeInTheDocument();
  });

  it("shows the catalog's own words where the results would be when the day's quota is spent", async () => {
    const message =
      'YouTube API quota exceeded. It returns at midnight Pacific time (08:00 UTC), in 3 h 12 min.';
    net.on('GET /api/youtube/search', {
      status: 429,
      body: { statusCode: 429, code: 'quota_exceeded', message },
    });
    renderWithProviders(<SearchScreen />, { route: '/search?q=forest', path: '/search' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Come back later')).toBeInTheDocument();
    expect(screen.queryByText('Search failed')).not.toBeInTheDocument();
  });

  it('shows the quota text for a failure that mentions the quota but is no 429', async () => {
    net.on('GET /api/youtube/search', {
      status: 502,
      body: { statusCode: 502, code: 'upstream_failed', message: 'Daily quota exceeded upstream' },
    });
    renderWithProviders(<SearchScreen />, { route: '/search?q=forest', path: '/search' });
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getAllByText('YouTube API quota exceeded. Please try again later.').length).toBeGreaterThan(
      0,
    );
  });
});
