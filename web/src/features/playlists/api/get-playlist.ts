import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PlaylistLimits, routes, type PlaylistPage, type PlaylistVideo } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';
import { playlistsQueryKey } from './get-playlists';

export const getPlaylistPage = (
  id: string,
  from = 0,
  limit: number = PlaylistLimits.pageSize,
): Promise<PlaylistPage> => apiCall(routes.playlists.get, { params: { id }, query: { from, limit } });

/** The most the server gives in one page: used when the whole playlist is needed (export). */
const WHOLE_LIST_PAGE_SIZE = 500;

/** Every video of a playlist in order, page after page: only for an export, never to show a screen. */
export async function getAllPlaylistVideos(id: string): Promise<PlaylistVideo[]> {
  const all: PlaylistVideo[] = [];
  let from: number | null = 0;
  while (from !== null) {
    const page: PlaylistPage = await getPlaylistPage(id, from, WHOLE_LIST_PAGE_SIZE);
    all.push(...page.items);
    // A page that does not move forward would loop for ever: what was read is all there is.
    from = page.nextFrom !== null && page.nextFrom > from ? page.nextFrom : null;
  }
  return all;
}

export const playlistQueryKey = (id: string) => [...playlistsQueryKey, 'one', id] as const;

/** A playlist a page (50 videos, one catalog call for their titles) at a time. */
export const playlistPagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: playlistQueryKey(id),
    queryFn: ({ pageParam }) => getPlaylistPage(id, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextFrom ?? undefined,
  });

export const usePlaylistPages = (id: string) => useInfiniteQuery(playlistPagesQueryOptions(id));
