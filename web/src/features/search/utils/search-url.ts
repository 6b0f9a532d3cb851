import {
  SearchDurationValues,
  SearchOrderValues,
  ViewModeValues,
  type SearchDuration,
  type SearchOrder,
  type ViewMode,
} from '@stillframe/contracts/plain';

/** Everything that decides what the search screen shows; it lives in the URL so Back and reload keep it. */
export interface SearchState {
  query: string;
  order: SearchOrder;
  duration: SearchDuration;
  viewMode: ViewMode;
  /** 1-based. */
  page: number;
  /** The "next page" tokens seen so far: tokens[i] opens page i + 2. */
  tokens: string[];
}

export type SearchDefaults = Pick<SearchState, 'order' | 'duration' | 'viewMode'>;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/** Reads the state from `?q=&order=&duration=&view=&page=&token=…`; what is missing or invalid falls back to the user's defaults. */
export function parseSearchState(params: URLSearchParams, defaults: SearchDefaults): SearchState {
  const tokens = params.getAll('token').filter(Boolean);
  const page = Number(params.get('page') ?? '1');
  return {
    query: params.get('q')?.trim() ?? '',
    order: oneOf(SearchOrderValues, params.get('order')) ?? defaults.order,
    duration: oneOf(SearchDurationValues, params.get('duration')) ?? defaults.duration,
    viewMode: oneOf(ViewModeValues, params.get('view')) ?? defaults.viewMode,
    // A page is reachable only through the tokens before it.
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, tokens.length + 1) : 1,
    tokens,
  };
}

/** The URL query for a state: the options always (a later change of the user's defaults must not alter it), page 1 never. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  params.set('order', state.order);
  params.set('duration', state.duration);
  params.set('view', state.viewMode);
  if (state.page > 1) params.set('page', String(state.page));
  for (const token of state.tokens) params.append('token', token);
  return params;
}

/** The token of the current page (page 1 has none). */
export const pageTokenOf = (state: SearchState): string | undefined => state.tokens[state.page - 2];

export function nextPage(state: SearchState, nextPageToken: string): SearchState {
  return {
    ...state,
    page: state.page + 1,
    tokens: [...state.tokens.slice(0, state.page - 1), nextPageToken],
  };
}

export const previousPage = (state: SearchState): SearchState =>
  state.page > 1 ? { ...state, page: state.page - 1 } : state;

/** A new query or filter starts again at page 1 with no tokens. */
export const firstPageOf = (state: SearchState): SearchState => ({ ...state, page: 1, tokens: [] });
