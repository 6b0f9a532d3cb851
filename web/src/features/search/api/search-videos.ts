import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  SearchDuration,
  SearchFeature,
  SearchOrder,
  SearchResponse,
  SearchType,
  SearchUploadDate,
} from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/** A search as the API takes it: duration and features only when searching videos (searchParamsOf). */
export interface SearchParams {
  q: string;
  order: SearchOrder;
  type?: SearchType;
  videoDuration?: SearchDuration;
  uploadDate?: SearchUploadDate;
  /** Comma list, as the API takes it. */
  features?: string;
  pageToken?: string;
}

/** The API's parameters for a search, each filter only where the API takes it. */
export function searchParamsOf(search: {
  q: string;
  order: SearchOrder;
  type: SearchType;
  duration: SearchDuration;
  uploadDate?: SearchUploadDate;
  features: readonly SearchFeature[];
  pageToken?: string;
}): SearchParams {
  const videos = search.type === 'video';
  return {
    q: search.q,
    order: search.order,
    ...(videos ? { videoDuration: search.duration } : { type: search.type }),
    ...(search.uploadDate ? { uploadDate: search.uploadDate } : {}),
    ...(videos && search.features.length > 0 ? { features: search.features.join(',') } : {}),
    ...(search.pageToken ? { pageToken: search.pageToken } : {}),
  };
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
