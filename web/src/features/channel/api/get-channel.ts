import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Channel } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/** The channel (items[0]), or null when the platform does not know it. `channelId` may also be an @handle. */
export async function getChannel(channelId: string): Promise<Channel | null> {
  const { items } = await apiCall(routes.catalog.channel, { params: { channelId } });
  return items[0] ?? null;
}

export const channelQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: ['channel', channelId],
    queryFn: () => getChannel(channelId),
    staleTime: QueryTiming.channelStaleMs,
  });

export const useChannel = (channelId: string, enabled = true) =>
  useQuery({ ...channelQueryOptions(channelId), enabled });
