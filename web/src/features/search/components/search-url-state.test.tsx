import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeFetch, type FakeRequest } from '@/testing/fake-fetch';
import { aSearchItem, aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { parseSearchState } from '../utils/search-url';
import { SearchScreen } from './search-screen';

function pages(request: FakeRequest) {
  const token = request.query.get('pageToken');
  if (!token)
    return { body: { items: [aSearchItem('vid0000001', 'First page video')], nextPageToken: 'P2' } };
  if (token === 'P2')
    return { body: { items: [aSearchItem('vid0000002', 'Second page video')], nextPageToken: 'P3' } };
  return { body: { items: [aSearchItem('vid0000003', 'Third page video')] } };
}

const location = () => new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]);

describe('search state in the URL', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/youtube/search': pages,
    }).install();
  });

  it('puts page, token chain and options in the URL and scrolls to the top on a page change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<SearchScreen />, { route: '/search?q=forest', path: '/search' });
    await screen.findByText('First page video');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Second page video');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Third page video');

    expect(location().get('q')).toBe('forest');
    expect(location().get('page')).toBe('3');
    expect(location().getAll('token')).toEqual(['P2', 'P3']);
    expect(location().get('order')).toBe('date');
    expect(location().get('duration')).toBe('medium');
    expect(location().get('view')).toBe('thumbnail');
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByText('Descriptions'));
    expect(location().get('view')).toBe('description');
    expect(location().get('page')).toBe('3');
  });

  it('opens on the same page with the same options from the URL (reload, or Back from a video)', async () => {
    renderWithProviders(<SearchScreen />, {
      route: '/search?q=forest&order=viewCount&duration=long&view=description&page=3&token=P2&token=P3',
      path: '/search',
    });
    expect(await screen.findByText('Third page video')).toBeInTheDocument();
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    const call = net.callsTo('GET /api/youtube/search').at(-1);
    expect(call?.query.get('pageToken')).toBe('P3');
    expect(call?.query.get('order')).toBe('viewCount');
    expect(call?.query.get('videoDuration')).toBe('long');
    expect(screen.getByRole('radio', { name: 'Descriptions' })).toBeChecked();

    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Second page video')).toBeInTheDocument();
    await waitFor(() =>
      expect(net.callsTo('GET /api/youtube/search').at(-1)?.query.get('pageToken')).toBe('P2'),
    );
  });

  it('reads only valid options and pages reachable through the tokens', () => {
    const defaults = { order: 'date', duration: 'medium', viewMode: 'thumbnail' } as const;
    const state = parseSearchState(
      new URLSearchParams('q=+rain+&order=loudest&duration=long&view=wide&page=9&token=P2'),
      defaults,
    );
    expect(state).toEqual({
      query: 'rain',
      order: 'date',
      duration: 'long',
      type: 'video',
      features: [],
      viewMode: 'thumbnail',
      page: 2,
      tokens: ['P2'],
    });
  });
});
