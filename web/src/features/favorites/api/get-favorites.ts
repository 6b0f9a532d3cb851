import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routes, type FavoriteChannel, type FavoritePage } from '@stillframe/contracts';
import { apiCall } from '@/lib/api-client';

export const favoritesQueryKey = ['favorites'] as const;

/** What the favourites screen shows at a time; more come with "Show more". */
export const FAVORITES_PAGE_SIZE = 30;
/** The most the server gives in one page: used when the whole list is needed (export, import preview). */
const WHOLE_LIST_PAGE_SIZE = 500;

export const getFavoritesPage = (limit: number, cursor?: string): Promise<FavoritePage> =>
  apiCall(routes.favorites.list, { query: { limit, ...(cursor ? { cursor } : {}) } });

/**
 * Every favourite, page after page: only where the whole list is needed (an export, the import preview's
 * "already favourites"), never to show a screen.
 */
export async function getAllFavorites(): Promise<FavoriteChannel[]> {
  const all: FavoriteChannel[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await getFavoritesPage(WHOLE_LIST_PAGE_SIZE, cursor);
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
    // A cursor given twice would loop for ever: the list read so far is all there is.
    if (cursor !== undefined && seen.has(cursor)) break;
    if (cursor !== undefined) seen.add(cursor);
  } while (cursor);
  return all;
}

/** The favourites screen: newest first, a page at a time. */
export const favoritePagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...favoritesQueryKey, 'pages'],
    queryFn: ({ pageParam }) => getFavoritesPage(FAVORITES_PAGE_SIZE, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useFavoritePages = (enabled = true) =>
  useInfiniteQuery({ ...favoritePagesQueryOptions(), enabled });

/** The newest `count` favourites, one page: e.g. the feed's channels (it reads at most 200). */
export const newestFavoritesQueryOptions = (count: number) =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'newest', count],
    queryFn: async () => (await getFavoritesPage(count)).items,
  });

export const useNewestFavorites = (count: number, enabled = true) =>
  useQuery({ ...newestFavoritesQueryOptions(count), enabled });
