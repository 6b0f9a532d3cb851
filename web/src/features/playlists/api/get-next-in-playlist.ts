import { useQuery } from '@tanstack/react-query';
import { routes, type NextPlaylistItem } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { playlistsQueryKey } from './get-playlists';

/** What follows the video in the playlist the user is playing; null after the last. */
export const useNextInPlaylist = (playlistId: string, videoId: string) =>
  useQuery({
    queryKey: [...playlistsQueryKey, 'next', playlistId, videoId],
    queryFn: (): Promise<NextPlaylistItem> =>
      apiCall(routes.playlists.next, { params: { id: playlistId, videoId } }),
  });
