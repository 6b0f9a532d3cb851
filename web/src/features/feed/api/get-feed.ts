import { useInfiniteQuery } from '@tanstack/react-query';
import { routes, type FeedResponse } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const FEED_PAGE_SIZE = 24;

export const getFeed = (channelIds: readonly string[], pageToken?: string): Promise<FeedResponse> =>
  apiCall(routes.catalog.feed, {
    query: { channelIds: channelIds.join(','), limit: FEED_PAGE_SIZE, ...(pageToken ? { pageToken } : {}) },
  });

/** The feed of the given channels, page after page ("Load more"); the ids sorted so the cache key is stable. */
export function useFeed(channelIds: readonly string[], enabled: boolean) {
  const ids = [...channelIds].sort();
  return useInfiniteQuery({
    queryKey: ['feed', ids],
    queryFn: ({ pageParam }) => getFeed(ids, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    enabled: enabled && ids.length > 0,
  });
}
