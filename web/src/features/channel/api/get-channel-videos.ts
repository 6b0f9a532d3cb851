import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  routes,
  type ChannelOrder,
  type ChannelPlaylistResponse,
  type SearchDuration,
} from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

export interface ChannelVideosParams {
  channelId: string;
  order: ChannelOrder;
  videoDuration: SearchDuration;
  pageToken?: string;
  /** Words to find within the channel; empty for none. */
  q: string;
  hideShorts: boolean;
}

export const getChannelVideos = ({
  channelId,
  q,
  hideShorts,
  ...query
}: ChannelVideosParams): Promise<ChannelPlaylistResponse> =>
  apiCall(routes.catalog.channelPlaylist, {
    params: { channelId },
    query: { ...query, ...(q ? { q } : {}), ...(hideShorts ? { shorts: 'hide' as const } : {}) },
  });

export const channelVideosQueryOptions = (params: ChannelVideosParams) =>
  queryOptions({
    queryKey: ['channel', params.channelId, 'videos', params],
    queryFn: () => getChannelVideos(params),
    staleTime: QueryTiming.channelStaleMs,
  });

export const useChannelVideos = (params: ChannelVideosParams) => useQuery(channelVideosQueryOptions(params));
