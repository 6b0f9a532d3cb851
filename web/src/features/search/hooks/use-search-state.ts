import { useSearchParams } from 'react-router-dom';
import { DefaultPreferences } from '@stillframe/contracts/plain';
import { useUser } from '@/lib/auth/current-user';
import {
  firstPageOf,
  nextPage,
  pageTokenOf,
  parseSearchState,
  previousPage,
  toSearchParams,
  type SearchState,
} from '../utils/search-url';

/**
 * The search screen's state, kept in the URL (each change is a history entry, so Back and reload return
 * to the same page and options); options missing from the URL follow the user's saved defaults.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const { user, isLoading } = useUser();
  const state = parseSearchState(params, {
    order: user?.defaultSearchOrder ?? DefaultPreferences.defaultSearchOrder,
    duration: user?.defaultSearchDuration ?? DefaultPreferences.defaultSearchDuration,
    viewMode: user?.defaultViewMode ?? DefaultPreferences.defaultViewMode,
  });
  const go = (next: SearchState) => setParams(toSearchParams(next));
  const turnPage = (next: SearchState) => {
    go(next);
    window.scrollTo({ top: 0 });
  };

  return {
    /** False until the user (and so their defaults) is known: searching earlier would run with the wrong filters. */
    ready: !isLoading,
    state,
    pageToken: pageTokenOf(state),
    search: (query: string) => go(firstPageOf({ ...state, query })),
    setOrder: (order: SearchState['order']) => go(firstPageOf({ ...state, order })),
    setDuration: (duration: SearchState['duration']) => go(firstPageOf({ ...state, duration })),
    // Features are for videos only: another type drops them, as the API would refuse them.
    setType: (type: SearchState['type']) =>
      go(firstPageOf({ ...state, type, features: type === 'video' ? state.features : [] })),
    setUploadDate: (uploadDate: SearchState['uploadDate']) => go(firstPageOf({ ...state, uploadDate })),
    setFeatures: (features: SearchState['features']) => go(firstPageOf({ ...state, features })),
    setViewMode: (viewMode: SearchState['viewMode']) => go({ ...state, viewMode }),
    next: (nextPageToken: string) => turnPage(nextPage(state, nextPageToken)),
    previous: () => turnPage(previousPage(state)),
  };
}
