import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type FavoriteChannel } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const favoritesQueryKey = ['favorites'] as const;

export const getFavorites = (): Promise<FavoriteChannel[]> => apiCall(routes.favorites.list);

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: [...favoritesQueryKey, 'list'], queryFn: getFavorites });

export const useFavorites = (enabled = true) => useQuery({ ...favoritesQueryOptions(), enabled });
