import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type Playlist, type PlaylistVideo } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { playlistsQueryKey } from './get-playlists';

export const createPlaylist = (name: string): Promise<Playlist> =>
  apiCall(routes.playlists.create, { body: { name } });
export const renamePlaylist = ({ id, name }: { id: string; name: string }): Promise<Playlist> =>
  apiCall(routes.playlists.rename, { params: { id }, body: { name } });
export const deletePlaylist = async (id: string): Promise<void> => {
  await apiCall(routes.playlists.remove, { params: { id } });
};
export const removeFromPlaylist = async ({ id, videoId }: { id: string; videoId: string }): Promise<void> => {
  await apiCall(routes.playlists.removeItem, { params: { id, videoId } });
};
export const moveInPlaylist = ({
  id,
  videoId,
  position,
}: {
  id: string;
  videoId: string;
  position: number;
}): Promise<PlaylistVideo> =>
  apiCall(routes.playlists.moveItem, { params: { id, videoId }, body: { position } });

/** A change to playlists that refreshes every playlist query once it is done, failed or not. */
function usePlaylistChange<A, R>(change: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsQueryKey }),
  });
}

export const useCreatePlaylist = () => usePlaylistChange(createPlaylist);
export const useRenamePlaylist = () => usePlaylistChange(renamePlaylist);
export const useDeletePlaylist = () => usePlaylistChange(deletePlaylist);
export const useRemoveFromPlaylist = () => usePlaylistChange(removeFromPlaylist);
export const useMoveInPlaylist = () => usePlaylistChange(moveInPlaylist);
