import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type AddFavoriteRequest, type FavoriteChannel } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

export const addFavorite = (channel: AddFavoriteRequest): Promise<FavoriteChannel> =>
  apiCall(routes.favorites.add, { body: channel });

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
