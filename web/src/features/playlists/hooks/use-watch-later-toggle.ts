import { getServerMessage, isApiError } from '@/lib/api-client';
import { useToast } from '@/lib/toast';
import { useAddToPlaylist, useRemoveVideoFrom } from '../api/save-video';

// The contracts' WatchLaterId, spelled here: this hook is on the first pages' cards, which load no zod.
const WatchLaterId = 'watch-later';

/** The words for a failed save: Watch later is part of Pro; a full playlist says its bound. */
const failure = (error: unknown) =>
  isApiError(error, 'subscription_required')
    ? 'Watch later is part of Stillframe Pro.'
    : getServerMessage(error, 'The video could not be saved. Please try again.');

/** Saves a video to Watch later or takes it out, saying what happened in a toast. */
export function useWatchLaterToggle() {
  const add = useAddToPlaylist();
  const remove = useRemoveVideoFrom();
  const { toast } = useToast();

  const save = (videoId: string, onDone?: (saved: boolean) => void) =>
    add.mutate(
      { id: WatchLaterId, videoId },
      {
        onSuccess: ({ added }) => {
          toast({ title: added ? 'Saved to Watch later' : 'Already in Watch later', variant: 'success' });
          onDone?.(true);
        },
        onError: (error) =>
          toast({ title: 'Not saved', description: failure(error), variant: 'destructive' }),
      },
    );
  const takeOut = (videoId: string, onDone?: (saved: boolean) => void) =>
    remove.mutate(
      { id: WatchLaterId, videoId },
      {
        onSuccess: () => {
          toast({ title: 'Removed from Watch later' });
          onDone?.(false);
        },
        onError: (error) =>
          toast({ title: 'Not removed', description: failure(error), variant: 'destructive' }),
      },
    );
  return { save, takeOut, isPending: add.isPending || remove.isPending };
}
