import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddPlaylistItemResponse, PlaylistsWithVideo } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCall } from '@/lib/api-client';
import { playlistsQueryKey } from './get-playlists';

// Refs, not the routes: the Watch later button sits on every card of the first pages, which load no zod.
export const addToPlaylist = ({
  id,
  videoId,
}: {
  id: string;
  videoId: string;
}): Promise<AddPlaylistItemResponse> =>
  apiCall(routeRefs.playlists.addItem, { params: { id }, body: { videoId } });

export const removeVideoFrom = async ({ id, videoId }: { id: string; videoId: string }): Promise<void> => {
  await apiCall(routeRefs.playlists.removeItem, { params: { id, videoId } });
};

export const withVideoQueryKey = (videoId: string) => [...playlistsQueryKey, 'with-video', videoId] as const;

/** Which playlists hold the video: for the watch page's buttons. */
export const usePlaylistsWithVideo = (videoId: string, enabled: boolean) =>
  useQuery({
    queryKey: withVideoQueryKey(videoId),
    queryFn: (): Promise<PlaylistsWithVideo> =>
      apiCall(routeRefs.playlists.withVideo, { params: { videoId } }),
    enabled,
  });

export function useAddToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToPlaylist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsQueryKey }),
  });
}

export function useRemoveVideoFrom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeVideoFrom,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsQueryKey }),
  });
}
