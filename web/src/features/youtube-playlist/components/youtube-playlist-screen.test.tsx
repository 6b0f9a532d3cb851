import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch, type FakeFetch, type FakeRequest } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render';
import { YouTubePlaylistScreen } from './youtube-playlist-screen';

const entry = (videoId: string, title: string) => ({
  snippet: {
    title,
    description: '',
    channelId: 'UCplaylistownerplaylisto',
    channelTitle: 'Slow Bread',
    publishedAt: '2026-01-01T00:00:00Z',
    thumbnails: {},
    videoOwnerChannelId: 'UCvideoownervideoownervi',
    videoOwnerChannelTitle: 'Crumb Lab',
  },
  contentDetails: { videoId, videoPublishedAt: '2024-03-01T00:00:00Z' },
  duration: 'PT6M',
});

function pages(request: FakeRequest) {
  if (request.query.get('pageToken') === 'P2')
    return { body: { items: [entry('vid0000002', 'Second loaf')], pageInfo: { totalResults: 2 } } };
  return {
    body: { items: [entry('vid0000001', 'First loaf')], nextPageToken: 'P2', pageInfo: { totalResults: 2 } },
  };
}

describe('a YouTube playlist', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({
      'GET /api/youtube/playlists/PLbreadBestOf/items': pages,
      'GET /api/youtube/playlists/PLgone/items': {
        status: 404,
        body: { statusCode: 404, code: 'not_found', message: 'Playlist not found' },
      },
    }).install();
  });

  it('lists its videos a page at a time, with the owner linked to the channel', async () => {
    renderWithProviders(<YouTubePlaylistScreen playlistId="PLbreadBestOf" />);
    const video = await screen.findByText('First loaf');
    expect(video.closest('a')).toHaveAttribute('href', '/watch/vid0000001');
    expect(screen.getByText('Crumb Lab')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slow Bread' })).toHaveAttribute(
      'href',
      '/channel/UCplaylistownerplaylisto',
    );
    expect(screen.getByText(/2 videos/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Second loaf')).toBeInTheDocument();
    expect(net.callsTo('GET /api/youtube/playlists/PLbreadBestOf/items').at(-1)?.query.get('pageToken')).toBe(
      'P2',
    );
  });

  it('says so calmly when the playlist is gone', async () => {
    renderWithProviders(<YouTubePlaylistScreen playlistId="PLgone" />);
    expect(await screen.findByText('Playlist not found')).toBeInTheDocument();
  });
});
