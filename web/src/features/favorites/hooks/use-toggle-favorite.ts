import type { AddFavoriteRequest } from '@stillframe/contracts';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useAddFavorite } from '../api/add-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';

export function useToggleFavorite(channel: AddFavoriteRequest) {
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { toast } = useToast();

  const toggle = (isFavorite: boolean) => {
    if (isFavorite) {
      remove.mutate(channel.id, {
        onError: (error) =>
          toast({
            title: 'Error',
            description: getServerMessage(error, 'Failed to remove channel from favorites'),
            variant: 'destructive',
          }),
      });
    } else {
      add.mutate(channel, {
        onError: (error) =>
          toast({
            title: 'Error',
            description: getServerMessage(error, 'Failed to add channel to favorites'),
            variant: 'destructive',
          }),
      });
    }
  };
  return { toggle, isBusy: add.isPending || remove.isPending };
}
