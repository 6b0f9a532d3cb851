import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

export const removeFavorite = (channelId: string) =>
  apiCall(routes.favorites.remove, { params: { id: channelId } });

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
}
