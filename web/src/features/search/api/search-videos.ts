import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchDuration, SearchOrder, SearchResponse } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

export interface SearchParams {
  q: string;
  order: SearchOrder;
  videoDuration: SearchDuration;
  pageToken?: string;
}

export const searchVideos = (params: SearchParams): Promise<SearchResponse> =>
  apiCall(routeRefs.catalog.search, { query: params });

/** Search results stay fresh for 5 minutes (docs/product.md, Numbers). */
export const searchVideosQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', params],
    queryFn: () => searchVideos(params),
    staleTime: QueryTiming.searchStaleMs,
    enabled: params.q.length > 0,
  });

export const useSearchVideos = (params: SearchParams) => useQuery(searchVideosQueryOptions(params));
