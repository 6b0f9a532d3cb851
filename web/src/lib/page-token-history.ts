/**
 * Paging through a list that only knows "next" tokens (YouTube search, channel uploads): the tokens
 * already seen are kept so that Previous can go back. tokens[i] opens page i + 1; page 1 has none.
 */
export interface PageTokenHistory {
  page: number;
  tokens: (string | undefined)[];
}

export const firstPage = (): PageTokenHistory => ({ page: 1, tokens: [undefined] });

export const currentToken = (state: PageTokenHistory): string | undefined => state.tokens[state.page - 1];

export const canGoNext = (nextPageToken: string | undefined): boolean => Boolean(nextPageToken);

export const canGoPrevious = (state: PageTokenHistory): boolean => state.page > 1;

export function goNext(state: PageTokenHistory, nextPageToken: string | undefined): PageTokenHistory {
  if (!nextPageToken) return state;
  return { page: state.page + 1, tokens: [...state.tokens.slice(0, state.page), nextPageToken] };
}

export function goPrevious(state: PageTokenHistory): PageTokenHistory {
  return canGoPrevious(state) ? { ...state, page: state.page - 1 } : state;
}
