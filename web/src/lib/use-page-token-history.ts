import { useCallback, useState } from 'react';
import {
  currentToken,
  canGoPrevious,
  firstPage,
  goNext,
  goPrevious,
  type PageTokenHistory,
} from './page-token-history';

/** Page-token paging that starts over at page 1 whenever `resetKey` changes (new query or filter). */
export function usePageTokenHistory(resetKey: string) {
  const [state, setState] = useState<{ key: string; history: PageTokenHistory }>({
    key: resetKey,
    history: firstPage(),
  });
  const history = state.key === resetKey ? state.history : firstPage();
  if (state.key !== resetKey) setState({ key: resetKey, history });

  const next = useCallback(
    (token: string | undefined) => setState((s) => ({ ...s, history: goNext(s.history, token) })),
    [],
  );
  const previous = useCallback(() => setState((s) => ({ ...s, history: goPrevious(s.history) })), []);

  return {
    page: history.page,
    pageToken: currentToken(history),
    canPrevious: canGoPrevious(history),
    next,
    previous,
  };
}
