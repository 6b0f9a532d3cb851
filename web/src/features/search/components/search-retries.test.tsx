import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { createFakeFetch, errorReply, type FakeFetch } from '@/testing/fake-fetch';
import { aUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SearchScreen } from './search-screen';

const searchCalls = (net: FakeFetch) => net.callsTo('GET /api/youtube/search');

/** The app's own query client: the spec's retries with their exponential delay. */
const renderSearch = () =>
  renderWithProviders(<SearchScreen />, {
    route: '/search?q=forest',
    path: '/search',
    queryClient: createQueryClient(),
  });

describe('a failing search', () => {
  let net: FakeFetch;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    net = createFakeFetch({ 'GET /api/auth/user': { body: { user: aUser() } } }).install();
  });
  afterEach(() => vi.useRealTimers());

  it('retries a 5xx, says "Still trying…" after 2 s, and ends on the error', async () => {
    net.on('GET /api/youtube/search', errorReply(503, 'upstream_unavailable', 'YouTube is unavailable'));
    renderSearch();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(searchCalls(net)).toHaveLength(1);
    expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.getByText('Still trying…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(searchCalls(net)).toHaveLength(4);
    expect(screen.getAllByText('Search failed').length).toBeGreaterThan(0);
    expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();
  });

  it.each([400, 404, 408])('does not retry a %i and shows the error at once', async (status) => {
    net.on('GET /api/youtube/search', errorReply(status, 'bad_request', 'No'));
    renderSearch();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getAllByText('Search failed').length).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(searchCalls(net)).toHaveLength(1);
    expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();
  });

  it("shows an over-budget 429 calmly where the results would be, with the server's message, and does not retry", async () => {
    const message =
      "You have used your account's share of today's YouTube searches. It returns at 9:00 AM your time (midnight Pacific).";
    net.on('GET /api/youtube/search', errorReply(429, 'quota_exceeded', message));
    renderSearch();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText(message).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Come back later')).toBeInTheDocument();
    // Calm: no red "Search failed" toast or screen.
    expect(screen.queryByText('Search failed')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(searchCalls(net)).toHaveLength(1);
  });
});
