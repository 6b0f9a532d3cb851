import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type PlaylistList } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

/** Every playlist query starts with this key, so one invalidation refreshes them all after a change. */
export const playlistsQueryKey = ['playlists'] as const;

export const getPlaylists = (): Promise<PlaylistList> => apiCall(routes.playlists.list);

export const playlistsQueryOptions = () =>
  queryOptions({ queryKey: [...playlistsQueryKey, 'list'], queryFn: getPlaylists });

export const usePlaylists = (enabled = true) => useQuery({ ...playlistsQueryOptions(), enabled });
