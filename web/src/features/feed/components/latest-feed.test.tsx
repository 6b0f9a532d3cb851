import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render';
import { LatestFeed } from './latest-feed';

const CHANNELS = ['UCP3LhaHBR9wF0Bk6EgY5MyQ', 'UCabcdefghijklmnopqrstuv'];
const feedCalls = (net: FakeFetch) => net.callsTo('GET /api/youtube/feed');
const MESSAGE =
  "You have used your account's share of today's YouTube quota. It returns at 9:00 AM your time (midnight Pacific).";

const anUpload = (n: number) => ({
  kind: 'youtube#playlistItem',
  id: `item${n}`,
  snippet: {
    title: `Upload ${n}`,
    description: '',
    channelId: CHANNELS[0],
    channelTitle: 'Slow Bread Kitchen',
    publishedAt: '2026-01-01T00:00:00Z',
    thumbnails: {},
  },
  contentDetails: { videoId: `video${String(n).padStart(6, '0')}` },
  publishedAt: '2026-01-01T00:00:00Z',
});

const renderFeed = () =>
  renderWithProviders(<LatestFeed channelIds={CHANNELS} />, { queryClient: createQueryClient() });

describe('latest from my channels over budget', () => {
  let net: FakeFetch;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    net = createFakeFetch().install();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the 429 message where the uploads would be, with no "Try again" and no retry', async () => {
    net.on('GET /api/youtube/feed', errorReply(429, 'quota_exceeded', MESSAGE));
    renderFeed();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(MESSAGE).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Unable to load the latest uploads')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(feedCalls(net)).toHaveLength(1);
  });

  it('keeps the uploads shown when "Load more" is refused, and says why in its place', async () => {
    net.on('GET /api/youtube/feed', (request) =>
      request.query.get('pageToken')
        ? errorReply(429, 'quota_exceeded', MESSAGE)
        : { body: { items: [anUpload(1)], nextPageToken: 'page2', unavailableChannelIds: [] } },
    );
    renderFeed();
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Upload 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(feedCalls(net)).toHaveLength(2);
  });
});
