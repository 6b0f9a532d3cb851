import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Channel } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/** The video's channel (avatar, subscriber count for the favourite heart); the server needs sign-in for it. */
export async function getVideoChannel(channelId: string): Promise<Channel | null> {
  const { items } = await apiCall(routes.catalog.channel, { params: { channelId } });
  return items[0] ?? null;
}

export const videoChannelQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: ['channel', channelId],
    queryFn: () => getVideoChannel(channelId),
    staleTime: QueryTiming.channelStaleMs,
  });

export const useVideoChannel = (channelId: string | undefined, enabled: boolean) =>
  useQuery({ ...videoChannelQueryOptions(channelId ?? ''), enabled: enabled && Boolean(channelId) });
