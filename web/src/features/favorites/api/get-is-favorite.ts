import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

export const getIsFavorite = async (channelId: string): Promise<boolean> =>
  (await apiCall(routes.favorites.isFavorite, { params: { id: channelId } })).isFavorite;

export const isFavoriteQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'status', channelId],
    queryFn: () => getIsFavorite(channelId),
  });

export const useIsFavorite = (channelId: string, enabled: boolean) =>
  useQuery({ ...isFavoriteQueryOptions(channelId), enabled });
