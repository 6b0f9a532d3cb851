import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Channel, type ChannelLookup } from '@stillframe/contracts';
import { QueryTiming } from '@/config/constants';
import { apiCall } from '@/lib/api-client';

/**
 * The channel (items[0]), or null when the platform does not know it. `channelId` may also be an @handle,
 * or a legacy username when `lookup` says so.
 */
export async function getChannel(channelId: string, lookup?: ChannelLookup): Promise<Channel | null> {
  const { items } = await apiCall(routes.catalog.channel, {
    params: { channelId },
    query: lookup ? { by: lookup } : {},
  });
  return items[0] ?? null;
}

export const channelQueryOptions = (channelId: string, lookup?: ChannelLookup) =>
  queryOptions({
    queryKey: ['channel', channelId, lookup ?? 'id'],
    queryFn: () => getChannel(channelId, lookup),
    staleTime: QueryTiming.channelStaleMs,
  });

export const useChannel = (channelId: string, enabled = true, lookup?: ChannelLookup) =>
  useQuery({ ...channelQueryOptions(channelId, lookup), enabled });
