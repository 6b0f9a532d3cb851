import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { paths } from '@/config/paths';
import { ChannelRoute } from './channel';

const channel = {
  kind: 'youtube#channel',
  id: 'UCslowbreadkitchen0000000',
  snippet: {
    title: 'Slow Bread Kitchen',
    description: '',
    publishedAt: '2020-01-01T00:00:00Z',
    thumbnails: { default: { url: 'https://yt3.ggpht.com/a', width: 88, height: 88 } },
  },
  contentDetails: { relatedPlaylists: { uploads: 'UUslowbreadkitchen0000000' } },
};

describe('the channel route', () => {
  it('looks a legacy /user/ name up by username, and the uploads by the channel id found', async () => {
    const net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      'GET /api/youtube/channels/slowbreadkitchen': { body: { items: [channel] } },
      [`GET /api/youtube/channel-playlist/${channel.id}`]: { body: { items: [] } },
    }).install();
    renderWithProviders(<ChannelRoute />, {
      route: paths.channel.getHref('slowbreadkitchen', 'username'),
      path: paths.channel.path,
    });
    expect(await screen.findByRole('heading', { name: 'Slow Bread Kitchen' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/youtube/channels/slowbreadkitchen')[0]?.query.get('by')).toBe('username');
  });

  it('ignores an unknown lookup word: the name is then an id or handle', async () => {
    const net = createFakeFetch({
      'GET /api/auth/user': { body: { user: aUser() } },
      [`GET /api/youtube/channels/${channel.id}`]: { body: { items: [channel] } },
      [`GET /api/youtube/channel-playlist/${channel.id}`]: { body: { items: [] } },
    }).install();
    renderWithProviders(<ChannelRoute />, {
      route: `/channel/${channel.id}?by=nonsense`,
      path: paths.channel.path,
    });
    expect(await screen.findByRole('heading', { name: 'Slow Bread Kitchen' })).toBeInTheDocument();
    expect(net.callsTo(`GET /api/youtube/channels/${channel.id}`)[0]?.query.has('by')).toBe(false);
  });
});
