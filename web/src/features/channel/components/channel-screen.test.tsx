import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { paths } from '@/config/paths';
import { ChannelScreen } from './channel-screen';

const channel = {
  kind: 'youtube#channel',
  id: 'UCP3LhaHBR9wF0Bk6EgY5MyQ',
  snippet: {
    title: 'Slow Bread Kitchen',
    description: 'Bread baking at a human pace.<script>alert(1)</script>',
    publishedAt: '2020-01-01T00:00:00Z',
    thumbnails: {},
  },
  statistics: { subscriberCount: '12400', videoCount: '39' },
  contentDetails: { relatedPlaylists: { uploads: 'UUP3LhaHBR9wF0Bk6EgY5MyQ' } },
};
const playlist = `GET /api/youtube/channel-playlist/${channel.id}`;

/** The signed-in user, the channel and its uploads answer; the screen opens at `search`. */
function openChannel(search = '', uploads: Record<string, unknown> = { items: [] }) {
  const net = createFakeFetch({
    'GET /api/auth/user': { body: { user: aUser() } },
    [`GET /api/youtube/channels/${channel.id}`]: { body: { items: [channel] } },
    [playlist]: { body: uploads },
  }).install();
  renderWithProviders(<ChannelScreen channelId={channel.id} />, {
    route: `${paths.channel.getHref(channel.id)}${search}`,
    path: paths.channel.path,
  });
  return net;
}

describe('the channel screen', () => {
  it('shows the video count and the about text as plain text', async () => {
    openChannel();
    expect(
      await screen.findByText('12.4K subscribers · 39 videos', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('About this channel')).toBeInTheDocument();
    expect(screen.getByText('Bread baking at a human pace.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('asks for the search, oldest first and hidden Shorts the URL holds', async () => {
    const net = openChannel('?q=rye&order=oldest&shorts=hide', {
      items: [],
      uploadsRead: { count: 2000, complete: false },
    });
    expect(
      await screen.findByText(/No upload of this channel mentions “rye”/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Looked through the newest 2,000 uploads of this channel.')).toBeInTheDocument();
    const query = net.callsTo(playlist)[0]?.query;
    expect(query?.get('q')).toBe('rye');
    expect(query?.get('order')).toBe('oldest');
    expect(query?.get('shorts')).toBe('hide');
    expect(screen.getByLabelText('Hide Shorts (3 min or less)')).toBeChecked();
    expect(screen.getByLabelText('Search this channel')).toHaveValue('rye');
  });

  it('searches within the channel and toggles Shorts through the URL', async () => {
    const net = openChannel();
    const search = await screen.findByLabelText('Search this channel');
    fireEvent.change(search, { target: { value: 'sourdough' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(net.callsTo(playlist).some((call) => call.query.get('q') === 'sourdough')).toBe(true),
    );
    fireEvent.click(screen.getByLabelText('Hide Shorts (3 min or less)'));
    await waitFor(() =>
      expect(
        net
          .callsTo(playlist)
          .some((call) => call.query.get('shorts') === 'hide' && call.query.get('q') === 'sourdough'),
      ).toBe(true),
    );
  });
});
