import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QueryTiming } from '@/config/constants';
import { isRetryable } from './api-client';

export const retryDelay = (attempt: number): number =>
  Math.min(QueryTiming.retryBaseMs * 2 ** attempt, QueryTiming.retryMaxMs);

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < QueryTiming.queryRetries && isRetryable(error);

interface QueryClientHooks {
  onQueryError?: (error: unknown) => void;
}

/** The data-fetching defaults (docs/product.md, Numbers): stale at once, kept 5 min, 3 retries for queries, none for mutations, no refetch on focus. */
export function createQueryClient(hooks: QueryClientHooks = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => hooks.onQueryError?.(error) }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: QueryTiming.staleMs,
        gcTime: QueryTiming.gcMs,
        retry: shouldRetryQuery,
        retryDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: 0 },
    },
  });
}
