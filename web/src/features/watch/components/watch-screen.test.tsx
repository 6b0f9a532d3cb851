import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { WatchScreen } from './watch-screen';

const VIDEO_ID = 'abcDEF12345';
const details = `GET /api/youtube/videos/${VIDEO_ID}`;
const MESSAGE =
  "You have used your account's share of today's YouTube quota. It returns at 9:00 AM your time (midnight Pacific).";

describe('the watch screen over budget', () => {
  let net: FakeFetch;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    net = createFakeFetch({ 'GET /api/auth/user': { body: { user: aUser() } } }).install();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the 429 message where the video would be, with no error toast and no retry', async () => {
    net.on(details, errorReply(429, 'quota_exceeded', MESSAGE));
    renderWithProviders(<WatchScreen videoId={VIDEO_ID} />, {
      route: `/watch/${VIDEO_ID}`,
      queryClient: createQueryClient(),
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(MESSAGE).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Unable to load video')).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to load video details')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(net.callsTo(details)).toHaveLength(1);
  });

  it('still says a failure that is not a budget plainly', async () => {
    net.on(details, errorReply(404, 'not_found', 'Video not found'));
    renderWithProviders(<WatchScreen videoId={VIDEO_ID} />, {
      route: `/watch/${VIDEO_ID}`,
      queryClient: createQueryClient(),
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Unable to load video')).toBeInTheDocument();
    expect(screen.queryByText('Come back later')).not.toBeInTheDocument();
  });
});
