import {
  SearchDurationValues,
  SearchFeatureValues,
  SearchOrderValues,
  SearchTypeValues,
  SearchUploadDateValues,
  ViewModeValues,
  type SearchDuration,
  type SearchFeature,
  type SearchOrder,
  type SearchType,
  type SearchUploadDate,
  type ViewMode,
} from '@stillframe/contracts/plain';

/** Everything that decides what the search screen shows; it lives in the URL so Back and reload keep it. */
export interface SearchState {
  query: string;
  order: SearchOrder;
  duration: SearchDuration;
  /** What to find; videos unless the URL says otherwise. Duration and features apply to videos only. */
  type: SearchType;
  /** Uploaded (or, for channels and playlists, created) within this window; none for any time. */
  uploadDate?: SearchUploadDate;
  /** In the order of `SearchFeatureValues`, each once. */
  features: SearchFeature[];
  viewMode: ViewMode;
  /** 1-based. */
  page: number;
  /** The "next page" tokens seen so far: tokens[i] opens page i + 2. */
  tokens: string[];
}

export type SearchDefaults = Pick<SearchState, 'order' | 'duration' | 'viewMode'>;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/**
 * Reads the state from `?q=&order=&duration=&type=&date=&features=&view=&page=&token=…`; what is missing or
 * invalid falls back to the user's defaults (order, duration, view) or to none (type video, any date, no
 * features). Features are kept only for videos, as the API takes them only then.
 */
export function parseSearchState(params: URLSearchParams, defaults: SearchDefaults): SearchState {
  const tokens = params.getAll('token').filter(Boolean);
  const page = Number(params.get('page') ?? '1');
  const type = oneOf(SearchTypeValues, params.get('type')) ?? 'video';
  const uploadDate = oneOf(SearchUploadDateValues, params.get('date'));
  const listed = new Set((params.get('features') ?? '').split(','));
  return {
    query: params.get('q')?.trim() ?? '',
    order: oneOf(SearchOrderValues, params.get('order')) ?? defaults.order,
    duration: oneOf(SearchDurationValues, params.get('duration')) ?? defaults.duration,
    type,
    ...(uploadDate ? { uploadDate } : {}),
    features: type === 'video' ? SearchFeatureValues.filter((feature) => listed.has(feature)) : [],
    viewMode: oneOf(ViewModeValues, params.get('view')) ?? defaults.viewMode,
    // A page is reachable only through the tokens before it.
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, tokens.length + 1) : 1,
    tokens,
  };
}

/**
 * The URL query for a state: order, duration and view always (a later change of the user's defaults must not
 * alter it); type, upload date and features when set; page 1 never.
 */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  params.set('order', state.order);
  params.set('duration', state.duration);
  if (state.type !== 'video') params.set('type', state.type);
  if (state.uploadDate) params.set('date', state.uploadDate);
  if (state.features.length > 0) params.set('features', state.features.join(','));
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

/** Whether a filter beyond order and duration is on: the filter bar then opens with the screen. */
export const hasNarrowingFilters = (state: SearchState): boolean =>
  state.type !== 'video' || state.uploadDate !== undefined || state.features.length > 0;
