import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { User } from '@stillframe/contracts';
import { routeRefs } from '@stillframe/contracts/plain';
import { apiCall, ApiError } from '@/lib/api-client';
import { readStoredUser, storeUser } from './user-storage';

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user, or null when signed out (401). Any other failure (a 5xx, the network) says
 * nothing about the session: it is thrown, retried like any query, and the stored user stays.
 */
export async function getCurrentUser(): Promise<User | null> {
  try {
    const { user } = await apiCall(routeRefs.auth.currentUser);
    storeUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      storeUser(null);
      return null;
    }
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    // Checked once per page load; login, logout, preferences and subscribing set or invalidate it.
    staleTime: Infinity,
    placeholderData: () => readStoredUser() ?? undefined,
  });

/**
 * `user` is the cached user while the server is asked, then the server's answer (null when signed out).
 * When the server could not answer, the sign-in state is unknown: the last known user stays.
 */
export function useUser() {
  const query = useQuery(currentUserQueryOptions());
  const isUnknown = query.isError;
  const lastKnown = useMemo(() => (isUnknown ? readStoredUser() : null), [isUnknown]);
  return {
    user: query.data ?? lastKnown,
    /** True only while nothing at all is known yet. */
    isLoading: query.isPending && query.data === undefined && query.fetchStatus !== 'idle',
    isVerified: query.isSuccess && !query.isPlaceholderData,
    /** The server could not say who is signed in (it failed, or the network did). */
    isUnknown,
    isRetrying: isUnknown && query.fetchStatus === 'fetching',
    retry: query.refetch,
  };
}

/** After login, registration or a preference change: the new user in the cache and in storage. */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  storeUser(user);
  queryClient.setQueryData(currentUserQueryKey, user);
}
