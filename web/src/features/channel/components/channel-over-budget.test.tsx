import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/react-query';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ChannelScreen } from './channel-screen';

const CHANNEL_ID = 'UCP3LhaHBR9wF0Bk6EgY5MyQ';
const details = `GET /api/youtube/channels/${CHANNEL_ID}`;
const uploads = `GET /api/youtube/channel-playlist/${CHANNEL_ID}`;
const MESSAGE =
  "You have used your account's share of today's YouTube quota. It returns at 9:00 AM your time (midnight Pacific).";

const channel = {
  kind: 'youtube#channel',
  id: CHANNEL_ID,
  snippet: {
    title: 'Slow Bread Kitchen',
    description: '',
    publishedAt: '2020-01-01T00:00:00Z',
    thumbnails: {},
  },
  statistics: { subscriberCount: '12400', videoCount: '39' },
  contentDetails: { relatedPlaylists: { uploads: 'UUP3LhaHBR9wF0Bk6EgY5MyQ' } },
};

/** The app's own query client: its retries are what must skip a 429. */
const openChannel = () =>
  renderWithProviders(<ChannelScreen channelId={CHANNEL_ID} />, {
    route: paths.channel.getHref(CHANNEL_ID),
    path: paths.channel.path,
    queryClient: createQueryClient(),
  });

describe('the channel screen over budget', () => {
  let net: FakeFetch;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    net = createFakeFetch({ 'GET /api/auth/user': { body: { user: aUser() } } }).install();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the 429 message in place of the channel, with no error toast and no retry', async () => {
    net.on(details, errorReply(429, 'quota_exceeded', MESSAGE));
    openChannel();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(MESSAGE).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Come back later')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load channel')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(net.callsTo(details)).toHaveLength(1);
  });

  it('shows the 429 message where the uploads would be, under the channel it could show', async () => {
    net.on(details, { body: { items: [channel] } });
    net.on(uploads, errorReply(429, 'quota_exceeded', MESSAGE));
    openChannel();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Slow Bread Kitchen')).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Unable to load channel videos')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(net.callsTo(uploads)).toHaveLength(1);
  });
});
