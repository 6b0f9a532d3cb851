import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FeedItem } from '@stillframe/contracts';
import { markWatched } from '@/lib/watched/watched-videos';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { aNote, aStatus, aUser, noSubscription } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { HomeRoute } from './home';
// Loaded up front, so that the lazy chunk of the home resolves at once under a busy machine.
import './signed-in-home';

const CHANNEL_A = 'UCaaaaaaaaaaaaaaaaaaaaaa';
const CHANNEL_B = 'UCbbbbbbbbbbbbbbbbbbbbbb';

const anUpload = (videoId: string, title: string, publishedAt: string, channelId = CHANNEL_A): FeedItem => ({
  contentDetails: { videoId },
  snippet: {
    title,
    description: '',
    channelId,
    channelTitle: channelId === CHANNEL_A ? 'Channel A' : 'Channel B',
    publishedAt,
    thumbnails: { medium: { url: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg` } },
  },
  duration: 'PT4M5S',
  publishedAt,
});
const aFavorite = (id: string) => ({
  id,
  title: id,
  thumbnailUrl: '',
  subscriberCount: '0',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const firstPage = [
  anUpload('newest00001', 'Newest upload', '2026-03-03T10:00:00Z', CHANNEL_B),
  anUpload('watched0001', 'Already seen', '2026-03-02T10:00:00Z'),
];
const secondPage = [anUpload('older000001', 'Older upload', '2026-03-01T10:00:00Z')];

// The first render loads antd and the home's parts: slow on a busy machine, never a timed assertion.
describe('the signed-in home', { timeout: 30_000 }, () => {
  let net: FakeFetch;

  beforeEach(() => {
    localStorage.clear();
    net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/subscription/status': { body: aStatus() },
      // One page of many: the feed reads the newest 200 favourites and never asks for the next page.
      'GET /api/favorites': {
        body: {
          items: [aFavorite(CHANNEL_B), aFavorite('@not-an-id'), aFavorite(CHANNEL_A)],
          nextCursor: 'Zi4xNzY3MjI1NjAwMDAwLlVDYmJi',
        },
      },
      'GET /api/youtube/feed': (request) => ({
        body: request.query.get('pageToken')
          ? { items: secondPage, unavailableChannelIds: [] }
          : { items: firstPage, nextPageToken: 'bmV4dA', unavailableChannelIds: [] },
      }),
      'GET /api/notes': {
        body: [
          aNote({
            id: 'n1',
            note: 'Remember this bit',
            videoId: 'noteVideo01',
            videoTitle: 'Bread',
            timestamp: 95,
          }),
        ],
      },
      'GET /api/subscription/plans': { body: [] },
    }).install();
  });
  afterEach(() => localStorage.clear());

  it('shows the search box, the feed newest first and the recent notes linking to their moment', async () => {
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('search', {}, { timeout: 10_000 })).toBeInTheDocument();
    const feed = await screen.findByRole(
      'region',
      { name: 'Latest from your channels' },
      { timeout: 10_000 },
    );
    await within(feed).findByText('Newest upload', {}, { timeout: 10_000 });
    const titles = within(feed)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Newest upload', 'Already seen']);
    const call = net.callsTo('GET /api/youtube/feed')[0];
    // Only platform ids, sorted so the cache key is the same whatever order the favourites come in.
    expect(call?.query.get('channelIds')).toBe(`${CHANNEL_A},${CHANNEL_B}`);
    const favoritePages = net.callsTo('GET /api/favorites');
    expect(favoritePages).toHaveLength(1);
    expect(favoritePages[0]?.query.get('limit')).toBe('200');
    expect(favoritePages[0]?.query.get('cursor')).toBeNull();
    const notes = screen.getByRole('region', { name: 'Recent notes' });
    expect(within(notes).getByRole('link', { name: 'Bread at 1:35' })).toHaveAttribute(
      'href',
      '/watch/noteVideo01?t=95',
    );
    expect(net.callsTo('GET /api/notes')[0]?.query.get('limit')).toBe('5');
  });

  it('hides watched videos on demand and loads more with the next page token', async () => {
    markWatched('user-1', 'watched0001');
    markWatched('someone-else', 'newest00001');
    renderWithProviders(<HomeRoute />);
    const feed = await screen.findByRole(
      'region',
      { name: 'Latest from your channels' },
      { timeout: 10_000 },
    );
    await within(feed).findByText('Already seen', {}, { timeout: 10_000 });
    await userEvent.click(within(feed).getByRole('switch', { name: 'Hide watched' }));
    await waitFor(() => expect(within(feed).queryByText('Already seen')).not.toBeInTheDocument());
    expect(within(feed).getByText('Newest upload')).toBeInTheDocument();
    await userEvent.click(within(feed).getByRole('button', { name: 'Load more' }));
    expect(await within(feed).findByText('Older upload')).toBeInTheDocument();
    expect(net.callsTo('GET /api/youtube/feed').at(-1)?.query.get('pageToken')).toBe('bmV4dA');
    expect(within(feed).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(localStorage.getItem('stillframe.feed.hideWatched')).toBe('1');
  });

  it('invites to add favourites when there are none, without asking for a feed', async () => {
    net.on('GET /api/favorites', { body: { items: [], nextCursor: null } });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByText('No favourite channels yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(net.callsTo('GET /api/youtube/feed')).toHaveLength(0);
  });

  it('shows the plan prompt instead of the Pro parts to a free account', async () => {
    net.on('GET /api/subscription/status', { body: noSubscription() });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findAllByTestId('plan-prompt', {}, { timeout: 10_000 })).toHaveLength(2);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(net.callsTo('GET /api/favorites')).toHaveLength(0);
    expect(net.callsTo('GET /api/youtube/feed')).toHaveLength(0);
  });

  it('stays the backdrop for a visitor', async () => {
    net.on('GET /api/auth/user', {
      status: 401,
      body: { statusCode: 401, code: 'unauthorized', message: 'no' },
    });
    renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(net.callsTo('GET /api/quotes/random').length).toBeGreaterThan(0));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
